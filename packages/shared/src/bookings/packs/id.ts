import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Indonesian. */
export const id: BookingTexts = {
  menu: 'Pesan',
  title: 'Buat janji',
  lead: 'Pilih layanan dan waktu yang cocok. Ini permintaan: kami konfirmasi lewat email atau telepon.',
  cta: 'Buat janji',
  offer: 'Layanan',
  anyOffer: 'Belum memutuskan',
  day: 'Hari',
  time: 'Jam',
  slot: 'Hari dan jam',
  zone: (zone) => `Waktu dalam zona waktu ${zone}.`,
  noSlots: 'Saat ini tidak ada waktu kosong. Silakan hubungi kami.',
  note: 'Catatan (opsional)',
  submit: 'Kirim permintaan',
  problemTitle: 'Silakan pilih waktu lain',
  problems: {
    slot_missing: 'Silakan pilih hari dan jam.',
    slot_taken: 'Waktu ini baru saja dipesan orang lain.',
    slot_closed: 'Kami tidak menerima pemesanan pada waktu ini.',
  },
  nearest: 'Waktu kosong terdekat:',
  choose: 'Minta waktu ini',
  none: 'Tidak ada waktu kosong dalam beberapa hari ke depan. Silakan hubungi kami.',
  privacyHeading: 'Permintaan janji',
  privacy: 'Saat Anda mengirim permintaan janji, kami menyimpan layanan, hari dan jam, nama, email atau nomor telepon, serta catatan Anda selama pesan formulir kontak disimpan, dihitung dari waktu yang dipesan, lalu menghapusnya.',
  mail: {
    greeting: (name) => `Halo ${name},`,
    receivedSubject: (business) => `Permintaan janji Anda di ${business}`,
    received: (when) => `Kami telah menerima permintaan Anda untuk ${when} dan akan segera mengonfirmasinya.`,
    confirmedSubject: (business) => `Janji Anda di ${business} sudah dikonfirmasi`,
    confirmed: (when) => `Janji Anda pada ${when} sudah dikonfirmasi. Undangan terlampir menambahkannya ke kalender Anda.`,
    declinedSubject: (business) => `Permintaan janji Anda di ${business}`,
    declined: (when) => `Maaf, kami tidak dapat menerima janji Anda pada ${when}.`,
    ownerNote: 'Catatan dari kami:',
  },
};
