import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Malay. */
export const ms: FormTexts = {
  thankYou: {
    title: 'Terima kasih',
    thanks: 'Terima kasih! Mesej anda telah dihantar.',
    writeAgain: 'Tulis mesej lain',
    problemTitle: 'Mesej anda tidak dihantar',
    back: 'Kembali ke laman web dengan butang Kembali pada pelayar anda.',
    problems: {
      name_missing: 'Sila masukkan nama anda.',
      contact_missing: 'Sila masukkan alamat e-mel atau nombor telefon anda supaya kami dapat membalas.',
      contact_invalid: 'Ini tidak kelihatan seperti alamat e-mel atau nombor telefon. Sila semak semula.',
      message_missing: 'Sila tulis mesej anda.',
      too_long: 'Mesej terlalu panjang. Sila pendekkan (maksimum 5,000 aksara).',
      closed: 'Borang ini tidak lagi menerima mesej.',
      unreadable: 'Mesej anda tidak dapat dibaca. Mungkin terdapat aksara tersembunyi yang tersalin bersama teks: sila taip semula, atau hubungi kami dengan cara lain.',
    },
  },
  contactLabel: 'E-mel atau telefon anda',
  privacyHeading: 'Borang hubungan',
  privacy: (days, spamDays) =>
    `Apabila anda menghantar borang hubungan, kami menyimpan nama, alamat e-mel atau nombor telefon, mesej anda dan masa ia diterima selama ${days} hari, kemudian memadamkannya. Mesej yang dianggap spam dipadamkan selepas ${spamDays} hari. Alamat IP anda tidak disimpan bersama mesej.`,
};
