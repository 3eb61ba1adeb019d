import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in Swahili. */
export const sw: BookingTexts = {
  menu: 'Weka nafasi',
  title: 'Weka miadi',
  lead: 'Chagua huduma na muda unaokufaa. Haya ni maombi: tutayathibitisha kwa barua pepe au simu.',
  cta: 'Weka miadi',
  offer: 'Huduma',
  anyOffer: 'Bado sijaamua',
  day: 'Siku',
  time: 'Saa',
  slot: 'Siku na saa',
  zone: (zone) => `Saa ziko katika ukanda wa saa wa ${zone}.`,
  noSlots: 'Hakuna nafasi wazi kwa sasa. Tafadhali wasiliana nasi.',
  note: 'Maelezo (si lazima)',
  submit: 'Tuma maombi',
  problemTitle: 'Tafadhali chagua muda mwingine',
  problems: {
    slot_missing: 'Tafadhali chagua siku na saa.',
    slot_taken: 'Muda huu umechukuliwa sasa hivi na mtu mwingine.',
    slot_closed: 'Hatupokei miadi kwa muda huu.',
  },
  nearest: 'Nafasi wazi zilizo karibu zaidi:',
  choose: 'Omba muda huu',
  none: 'Hakuna nafasi wazi katika siku zijazo. Tafadhali wasiliana nasi.',
  privacyHeading: 'Maombi ya miadi',
  privacy: 'Unapotuma maombi ya miadi, tunahifadhi huduma, siku na saa, jina lako, barua pepe au nambari ya simu na maelezo yako kwa muda sawa na ujumbe wa fomu ya mawasiliano, kuanzia muda uliowekwa, kisha tunayafuta.',
  mail: {
    greeting: (name) => `Habari ${name},`,
    receivedSubject: (business) => `Maombi yako ya miadi kwa ${business}`,
    received: (when) => `Tumepokea maombi yako ya ${when}. Tutayathibitisha hivi karibuni.`,
    confirmedSubject: (business) => `Miadi yako kwa ${business} imethibitishwa`,
    confirmed: (when) => `Miadi yako ya ${when} imethibitishwa. Mwaliko ulioambatishwa unaiongeza kwenye kalenda yako.`,
    declinedSubject: (business) => `Maombi yako ya miadi kwa ${business}`,
    declined: (when) => `Samahani, hatuwezi kupokea miadi yako ya ${when}.`,
    ownerNote: 'Ujumbe kutoka kwetu:',
  },
};
