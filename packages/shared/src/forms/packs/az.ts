import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Azerbaijani. */
export const az: FormTexts = {
  thankYou: {
    title: 'Təşəkkür edirik',
    thanks: 'Təşəkkür edirik! Mesajınız göndərildi.',
    writeAgain: 'Yeni mesaj yazın',
    problemTitle: 'Mesajınız göndərilmədi',
    back: 'Brauzerinizin «Geri» düyməsi ilə sayta qayıdın.',
    problems: {
      name_missing: 'Zəhmət olmasa, adınızı yazın.',
      contact_missing: 'Sizə cavab verə bilməyimiz üçün zəhmət olmasa, e-poçt ünvanınızı və ya telefon nömrənizi yazın.',
      contact_invalid: 'Bu, e-poçt ünvanına və ya telefon nömrəsinə oxşamır. Zəhmət olmasa, yoxlayın.',
      message_missing: 'Zəhmət olmasa, mesajınızı yazın.',
      too_long: 'Mesaj çox uzundur. Zəhmət olmasa, onu qısaldın (ən çoxu 5000 simvol).',
      closed: 'Bu forma artıq mesaj qəbul etmir.',
      unreadable: 'Mesajınızı oxumaq mümkün olmadı. Ola bilsin ki, mətnlə birlikdə kopyalanmış görünməz simvol var: zəhmət olmasa, onu yenidən yazın və ya bizimlə başqa yolla əlaqə saxlayın.',
    },
  },
  contactLabel: 'E-poçtunuz və ya telefonunuz',
  privacyHeading: 'Əlaqə forması',
  privacy: (days, spamDays) =>
    `Əlaqə formasını göndərdiyiniz zaman adınızı, e-poçt ünvanınızı və ya telefon nömrənizi, mesajınızı və onun alındığı vaxtı ${days} gün saxlayır, sonra silirik. Spam sayılan mesajlar ${spamDays} gündən sonra silinir. IP ünvanınız mesajınızla birlikdə saxlanmır.`,
};
