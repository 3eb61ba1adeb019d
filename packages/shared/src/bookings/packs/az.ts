import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Azerbaijani. */
export const az: BookingTexts = {
  menu: 'Qeydiyyat',
  title: 'Növbəyə yazılın',
  lead: 'Xidmət və uyğun vaxt seçin. Bu sorğudur: onu e-poçt və ya telefonla təsdiqləyirik.',
  cta: 'Növbəyə yazılın',
  offer: 'Xidmət',
  anyOffer: 'Hələ qərar verməmişəm',
  day: 'Gün',
  time: 'Saat',
  slot: 'Gün və saat',
  zone: (zone) => `Vaxtlar ${zone} saat qurşağı ilə göstərilir.`,
  noSlots: 'Hazırda boş vaxt yoxdur. Zəhmət olmasa, bizimlə əlaqə saxlayın.',
  note: 'Qeyd (istəyə bağlı)',
  submit: 'Sorğunu göndər',
  problemTitle: 'Zəhmət olmasa, başqa vaxt seçin',
  problems: {
    slot_missing: 'Zəhmət olmasa, gün və saat seçin.',
    slot_taken: 'Bu vaxtı indicə başqası tutdu.',
    slot_closed: 'Bu vaxtda qeydiyyat aparmırıq.',
  },
  nearest: 'Ən yaxın boş vaxtlar:',
  choose: 'Bu vaxtı istə',
  none: 'Yaxın günlərdə boş vaxt yoxdur. Zəhmət olmasa, bizimlə əlaqə saxlayın.',
  privacyHeading: 'Qeydiyyat sorğuları',
  privacy: 'Qeydiyyat sorğusu göndərdikdə xidməti, günü və saatı, adınızı, e-poçt və ya telefon nömrənizi və qeydinizi qeydiyyat vaxtından hesablanmaqla əlaqə formasının mesajları qədər saxlayır, sonra silirik.',
  mail: {
    greeting: (name) => `Salam, ${name},`,
    receivedSubject: (business) => `${business} üçün qeydiyyat sorğunuz`,
    received: (when) => `${when} üçün sorğunuzu aldıq. Tezliklə təsdiqləyəcəyik.`,
    confirmedSubject: (business) => `${business} qeydiyyatınız təsdiqləndi`,
    confirmed: (when) => `${when} qeydiyyatınız təsdiqləndi. Əlavədəki dəvət onu təqviminizə əlavə edir.`,
    declinedSubject: (business) => `${business} üçün qeydiyyat sorğunuz`,
    declined: (when) => `Təəssüf ki, ${when} qeydiyyatınızı qəbul edə bilmirik.`,
    ownerNote: 'Bizdən qeyd:',
  },
};
