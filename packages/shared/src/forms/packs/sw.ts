import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Swahili. */
export const sw: FormTexts = {
  thankYou: {
    title: 'Asante',
    thanks: 'Asante! Ujumbe wako umetumwa.',
    writeAgain: 'Andika ujumbe mwingine',
    problemTitle: 'Ujumbe wako haukutumwa',
    back: 'Rudi kwenye tovuti kwa kitufe cha Nyuma cha kivinjari chako.',
    problems: {
      name_missing: 'Tafadhali andika jina lako.',
      contact_missing: 'Tafadhali andika barua pepe au nambari yako ya simu ili tuweze kukujibu.',
      contact_invalid: 'Hii haionekani kuwa barua pepe wala nambari ya simu. Tafadhali ihakiki.',
      message_missing: 'Tafadhali andika ujumbe wako.',
      too_long: 'Ujumbe ni mrefu mno. Tafadhali ufupishe (herufi 5,000 zaidi).',
      closed: 'Fomu hii haipokei tena ujumbe.',
      unreadable: 'Ujumbe wako haukuweza kusomwa. Huenda una herufi isiyoonekana iliyonakiliwa pamoja na maandishi: tafadhali uandike upya, au wasiliana nasi kwa njia nyingine.',
    },
  },
  contactLabel: 'Barua pepe au simu yako',
  privacyHeading: 'Fomu ya mawasiliano',
  privacy: (days, spamDays) =>
    `Unapotuma fomu ya mawasiliano, tunahifadhi jina lako, barua pepe au nambari yako ya simu, ujumbe wako na muda ulipopokelewa kwa siku ${days}, kisha tunavifuta. Ujumbe unaochukuliwa kuwa taka hufutwa baada ya siku ${spamDays}. Anwani yako ya IP haihifadhiwi pamoja na ujumbe wako.`,
};
