import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Latvian. */
export const lv: FormTexts = {
  thankYou: {
    title: 'Paldies',
    thanks: 'Paldies! Jūsu ziņa ir nosūtīta.',
    writeAgain: 'Rakstīt vēl vienu ziņu',
    problemTitle: 'Jūsu ziņa netika nosūtīta',
    back: 'Atgriezieties vietnē ar pārlūka pogu “Atpakaļ”.',
    problems: {
      name_missing: 'Lūdzu, ierakstiet savu vārdu.',
      contact_missing: 'Lūdzu, ierakstiet e-pasta adresi vai tālruņa numuru, lai mēs varētu jums atbildēt.',
      contact_invalid: 'Tas neizskatās pēc e-pasta adreses vai tālruņa numura. Lūdzu, pārbaudiet.',
      message_missing: 'Lūdzu, uzrakstiet savu ziņu.',
      too_long: 'Ziņa ir pārāk gara. Lūdzu, saīsiniet to (ne vairāk kā 5000 rakstzīmju).',
      closed: 'Šī veidlapa vairs nepieņem ziņas.',
      unreadable: 'Jūsu ziņu neizdevās nolasīt. Iespējams, tajā ir neredzama rakstzīme, kas nokopēta kopā ar tekstu: lūdzu, ierakstiet to vēlreiz vai sazinieties ar mums citā veidā.',
    },
  },
  contactLabel: 'Jūsu e-pasts vai tālrunis',
  privacyHeading: 'Saziņas veidlapa',
  privacy: (days, spamDays) =>
    `Kad nosūtāt saziņas veidlapu, mēs glabājam jūsu vārdu, e-pasta adresi vai tālruņa numuru, ziņu un tās saņemšanas laiku ${days} ${plural('lv', days, { zero: 'dienas', one: 'dienu', other: 'dienas' })}, pēc tam tos dzēšam. Ziņas, kas atzītas par surogātpastu, tiek dzēstas pēc ${spamDays} ${plural('lv', spamDays, { zero: 'dienām', one: 'dienas', other: 'dienām' })}. Jūsu IP adrese netiek glabāta kopā ar ziņu.`,
};
