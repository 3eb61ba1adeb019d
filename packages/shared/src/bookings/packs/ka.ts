import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Georgian. */
export const ka: BookingTexts = {
  menu: 'ჩაწერა',
  title: 'ვიზიტის დაჯავშნა',
  lead: 'აირჩიეთ მომსახურება და თქვენთვის სასურველი დრო. ეს მოთხოვნაა: დავადასტურებთ ელფოსტით ან ტელეფონით.',
  cta: 'დაჯავშნა',
  offer: 'მომსახურება',
  anyOffer: 'ჯერ არ გადამიწყვეტია',
  day: 'დღე',
  time: 'დრო',
  slot: 'დღე და დრო',
  zone: (zone) => `დრო მითითებულია ${zone} სასაათო სარტყელში.`,
  noSlots: 'ამჟამად თავისუფალი დრო არ არის. გთხოვთ, დაგვიკავშირდეთ.',
  note: 'შენიშვნა (არასავალდებულო)',
  submit: 'მოთხოვნის გაგზავნა',
  problemTitle: 'გთხოვთ, აირჩიოთ სხვა დრო',
  problems: {
    slot_missing: 'გთხოვთ, აირჩიოთ დღე და დრო.',
    slot_taken: 'ეს დრო ახლახან სხვამ დაიკავა.',
    slot_closed: 'ამ დროს ჯავშნებს არ ვიღებთ.',
  },
  nearest: 'უახლოესი თავისუფალი დრო:',
  choose: 'ამ დროის მოთხოვნა',
  none: 'უახლოეს დღეებში თავისუფალი დრო არ არის. გთხოვთ, დაგვიკავშირდეთ.',
  mail: {
    greeting: (name) => `გამარჯობა, ${name},`,
    receivedSubject: (business) => `თქვენი ჯავშნის მოთხოვნა: ${business}`,
    received: (when) => `მივიღეთ თქვენი მოთხოვნა ${when}-ზე. მალე დავადასტურებთ.`,
    confirmedSubject: (business) => `თქვენი ჯავშანი დადასტურებულია: ${business}`,
    confirmed: (when) => `თქვენი ჯავშანი ${when}-ზე დადასტურებულია. თანდართული მოსაწვევი მას თქვენს კალენდარში დაამატებს.`,
    declinedSubject: (business) => `თქვენი ჯავშნის მოთხოვნა: ${business}`,
    declined: (when) => `სამწუხაროდ, ვერ მივიღებთ თქვენს ჯავშანს ${when}-ზე.`,
    ownerNote: 'შენიშვნა ჩვენგან:',
  },
};
