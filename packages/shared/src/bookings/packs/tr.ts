import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Turkish. */
export const tr: BookingTexts = {
  menu: 'Randevu',
  title: 'Randevu alın',
  lead: 'Bir hizmet ve size uygun bir saat seçin. Bu bir taleptir: e-posta veya telefonla onaylarız.',
  cta: 'Randevu alın',
  offer: 'Hizmet',
  anyOffer: 'Henüz karar vermedim',
  day: 'Gün',
  time: 'Saat',
  slot: 'Gün ve saat',
  zone: (zone) => `Saatler ${zone} saat diliminde verilmiştir.`,
  noSlots: 'Şu anda boş saat yok. Lütfen bizimle iletişime geçin.',
  note: 'Not (isteğe bağlı)',
  submit: 'Talebi gönder',
  problemTitle: 'Lütfen başka bir saat seçin',
  problems: {
    slot_missing: 'Lütfen bir gün ve saat seçin.',
    slot_taken: 'Bu saat az önce başka biri tarafından alındı.',
    slot_closed: 'Bu saatte randevu almıyoruz.',
  },
  nearest: 'En yakın boş saatler:',
  choose: 'Bu saati talep et',
  none: 'Önümüzdeki günlerde boş saat yok. Lütfen bizimle iletişime geçin.',
  privacyHeading: 'Randevu talepleri',
  privacy: 'Randevu talebi gönderdiğinizde hizmeti, günü ve saati, adınızı, e-posta adresinizi veya telefon numaranızı ve notunuzu, randevu saatinden itibaren iletişim formu mesajları kadar saklar, ardından sileriz.',
  mail: {
    greeting: (name) => `Merhaba ${name},`,
    receivedSubject: (business) => `${business} randevu talebiniz`,
    received: (when) => `${when} için talebinizi aldık. Yakında onaylayacağız.`,
    confirmedSubject: (business) => `${business} randevunuz onaylandı`,
    confirmed: (when) => `${when} randevunuz onaylandı. Ekteki davet onu takviminize ekler.`,
    declinedSubject: (business) => `${business} randevu talebiniz`,
    declined: (when) => `Maalesef ${when} randevunuzu kabul edemiyoruz.`,
    ownerNote: 'Bizden bir not:',
  },
};
