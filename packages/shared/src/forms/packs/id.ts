import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Indonesian. */
export const id: FormTexts = {
  thankYou: {
    title: 'Terima kasih',
    thanks: 'Terima kasih! Pesan Anda telah terkirim.',
    writeAgain: 'Tulis pesan lain',
    problemTitle: 'Pesan Anda tidak terkirim',
    back: 'Kembali ke situs dengan tombol Kembali di peramban Anda.',
    problems: {
      name_missing: 'Silakan isi nama Anda.',
      contact_missing: 'Silakan isi alamat email atau nomor telepon Anda agar kami dapat membalas.',
      contact_invalid: 'Ini tidak tampak seperti alamat email atau nomor telepon. Silakan periksa kembali.',
      message_missing: 'Silakan tulis pesan Anda.',
      too_long: 'Pesan terlalu panjang. Silakan persingkat (paling banyak 5.000 karakter).',
      closed: 'Formulir ini tidak lagi menerima pesan.',
      unreadable: 'Pesan Anda tidak dapat dibaca. Mungkin ada karakter tak terlihat yang ikut tersalin bersama teks: silakan ketik ulang, atau hubungi kami dengan cara lain.',
    },
  },
  contactLabel: 'Email atau telepon Anda',
  privacyHeading: 'Formulir kontak',
  privacy: (days, spamDays) =>
    `Saat Anda mengirim formulir kontak, kami menyimpan nama, alamat email atau nomor telepon, pesan, dan waktu pesan diterima selama ${days} hari, lalu menghapusnya. Pesan yang dianggap spam dihapus setelah ${spamDays} hari. Alamat IP Anda tidak disimpan bersama pesan.`,
};
