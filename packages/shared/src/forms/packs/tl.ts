import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Filipino. */
export const tl: FormTexts = {
  thankYou: {
    title: 'Salamat',
    thanks: 'Salamat po! Naipadala na ang inyong mensahe.',
    writeAgain: 'Sumulat ng isa pang mensahe',
    problemTitle: 'Hindi naipadala ang inyong mensahe',
    back: 'Bumalik sa website gamit ang Back button ng inyong browser.',
    problems: {
      name_missing: 'Pakilagay ang inyong pangalan.',
      contact_missing: 'Pakilagay ang inyong email o numero ng telepono para masagot namin kayo.',
      contact_invalid: 'Mukhang hindi ito email address o numero ng telepono. Pakisuri po.',
      message_missing: 'Pakisulat ang inyong mensahe.',
      too_long: 'Masyadong mahaba ang mensahe. Paki-ikli po (hanggang 5,000 character).',
      closed: 'Hindi na tumatanggap ng mensahe ang form na ito.',
      unreadable: 'Hindi mabasa ang inyong mensahe. Maaaring may di-nakikitang character na nakopya kasama ng teksto: pakitype itong muli, o makipag-ugnayan sa amin sa ibang paraan.',
    },
  },
  contactLabel: 'Ang inyong email o telepono',
  privacyHeading: 'Ang contact form',
  privacy: (days, spamDays) =>
    `Kapag ipinadala ninyo ang contact form, iniingatan namin ang inyong pangalan, email o numero ng telepono, mensahe at ang oras na natanggap ito nang ${days} araw, saka namin binubura. Ang mga mensaheng itinuring na spam ay binubura pagkalipas ng ${spamDays} araw. Hindi iniimbak ang inyong IP address kasama ng mensahe.`,
};
