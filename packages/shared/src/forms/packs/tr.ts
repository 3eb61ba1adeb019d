import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Turkish. */
export const tr: FormTexts = {
  thankYou: {
    title: 'Teşekkürler',
    thanks: 'Teşekkürler! Mesajınız gönderildi.',
    writeAgain: 'Yeni bir mesaj yazın',
    problemTitle: 'Mesajınız gönderilmedi',
    back: 'Tarayıcınızın Geri düğmesiyle siteye dönün.',
    problems: {
      name_missing: 'Lütfen adınızı yazın.',
      contact_missing: 'Size yanıt verebilmemiz için lütfen e-posta adresinizi veya telefon numaranızı yazın.',
      contact_invalid: 'Bu bir e-posta adresine ya da telefon numarasına benzemiyor. Lütfen kontrol edin.',
      message_missing: 'Lütfen mesajınızı yazın.',
      too_long: 'Mesaj çok uzun. Lütfen kısaltın (en fazla 5.000 karakter).',
      closed: 'Bu form artık mesaj kabul etmiyor.',
      unreadable: 'Mesajınız okunamadı. Metinle birlikte kopyalanmış görünmez bir karakter içeriyor olabilir: lütfen yeniden yazın veya bize başka bir yoldan ulaşın.',
    },
  },
  contactLabel: 'E-posta adresiniz veya telefonunuz',
  privacyHeading: 'İletişim formu',
  privacy: (days, spamDays) =>
    `İletişim formunu gönderdiğinizde adınızı, e-posta adresinizi veya telefon numaranızı, mesajınızı ve mesajın alındığı zamanı ${days} gün boyunca saklar, ardından sileriz. Spam olarak değerlendirilen mesajlar ${spamDays} gün sonra silinir. IP adresiniz mesajınızla birlikte saklanmaz.`,
};
