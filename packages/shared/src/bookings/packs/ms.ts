import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Malay. */
export const ms: BookingTexts = {
  menu: 'Tempah',
  title: 'Buat temu janji',
  lead: 'Pilih perkhidmatan dan masa yang sesuai. Ini permintaan: kami sahkan melalui e-mel atau telefon.',
  cta: 'Buat temu janji',
  offer: 'Perkhidmatan',
  anyOffer: 'Belum pasti',
  day: 'Hari',
  time: 'Masa',
  slot: 'Hari dan masa',
  zone: (zone) => `Masa adalah dalam zon waktu ${zone}.`,
  noSlots: 'Tiada masa kosong buat masa ini. Sila hubungi kami.',
  note: 'Nota (pilihan)',
  submit: 'Hantar permintaan',
  problemTitle: 'Sila pilih masa lain',
  problems: {
    slot_missing: 'Sila pilih hari dan masa.',
    slot_taken: 'Masa ini baru sahaja ditempah oleh orang lain.',
    slot_closed: 'Kami tidak menerima tempahan pada masa ini.',
  },
  nearest: 'Masa kosong terdekat:',
  choose: 'Minta masa ini',
  none: 'Tiada masa kosong dalam beberapa hari akan datang. Sila hubungi kami.',
  privacyHeading: 'Permintaan tempahan',
  privacy: 'Apabila anda menghantar permintaan tempahan, kami menyimpan perkhidmatan, hari dan masa, nama, e-mel atau nombor telefon serta nota anda selama mesej borang hubungan, dikira dari masa yang ditempah, kemudian memadamkannya.',
  mail: {
    greeting: (name) => `Hai ${name},`,
    receivedSubject: (business) => `Permintaan tempahan anda di ${business}`,
    received: (when) => `Kami telah menerima permintaan anda untuk ${when} dan akan mengesahkannya tidak lama lagi.`,
    confirmedSubject: (business) => `Tempahan anda di ${business} telah disahkan`,
    confirmed: (when) => `Tempahan anda pada ${when} telah disahkan. Jemputan yang dilampirkan menambahkannya ke kalendar anda.`,
    declinedSubject: (business) => `Permintaan tempahan anda di ${business}`,
    declined: (when) => `Maaf, kami tidak dapat menerima tempahan anda pada ${when}.`,
    ownerNote: 'Nota daripada kami:',
  },
};
