import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Hindi. */
export const hi: BookingTexts = {
  menu: 'बुकिंग',
  title: 'अपॉइंटमेंट बुक करें',
  lead: 'सेवा और अपनी सुविधा का समय चुनें। यह एक अनुरोध है: हम ईमेल या फ़ोन से इसकी पुष्टि करेंगे।',
  cta: 'अपॉइंटमेंट बुक करें',
  offer: 'सेवा',
  anyOffer: 'अभी तय नहीं किया',
  day: 'दिन',
  time: 'समय',
  slot: 'दिन और समय',
  zone: (zone) => `समय ${zone} टाइम ज़ोन में है।`,
  noSlots: 'अभी कोई खाली समय नहीं है। कृपया हमसे संपर्क करें।',
  note: 'टिप्पणी (वैकल्पिक)',
  submit: 'अनुरोध भेजें',
  problemTitle: 'कृपया कोई और समय चुनें',
  problems: {
    slot_missing: 'कृपया दिन और समय चुनें।',
    slot_taken: 'यह समय अभी किसी और ने बुक कर लिया है।',
    slot_closed: 'इस समय हम बुकिंग नहीं लेते।',
  },
  nearest: 'सबसे नज़दीकी खाली समय:',
  choose: 'यह समय माँगें',
  none: 'आने वाले दिनों में कोई खाली समय नहीं है। कृपया हमसे संपर्क करें।',
  mail: {
    greeting: (name) => `नमस्ते ${name},`,
    receivedSubject: (business) => `${business} में आपका बुकिंग अनुरोध`,
    received: (when) => `हमें ${when} के लिए आपका अनुरोध मिल गया है। हम जल्द ही इसकी पुष्टि करेंगे।`,
    confirmedSubject: (business) => `${business} में आपकी बुकिंग की पुष्टि हो गई`,
    confirmed: (when) => `${when} के लिए आपकी बुकिंग की पुष्टि हो गई है। संलग्न निमंत्रण इसे आपके कैलेंडर में जोड़ देगा।`,
    declinedSubject: (business) => `${business} में आपका बुकिंग अनुरोध`,
    declined: (when) => `खेद है, हम ${when} के लिए आपकी बुकिंग स्वीकार नहीं कर सकते।`,
    ownerNote: 'हमारी ओर से टिप्पणी:',
  },
};
