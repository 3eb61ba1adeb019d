import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Slovak. */
export const sk: FormTexts = {
  thankYou: {
    title: 'Ďakujeme',
    thanks: 'Ďakujeme! Vaša správa bola odoslaná.',
    writeAgain: 'Napísať ďalšiu správu',
    problemTitle: 'Vaša správa nebola odoslaná',
    back: 'Vráťte sa na stránku tlačidlom Späť v prehliadači.',
    problems: {
      name_missing: 'Zadajte, prosím, svoje meno.',
      contact_missing: 'Zadajte, prosím, e-mail alebo telefónne číslo, aby sme vám mohli odpovedať.',
      contact_invalid: 'Toto nevyzerá ako e-mailová adresa ani telefónne číslo. Skontrolujte to, prosím.',
      message_missing: 'Napíšte, prosím, svoju správu.',
      too_long: 'Správa je príliš dlhá. Skráťte ju, prosím (najviac 5000 znakov).',
      closed: 'Tento formulár už neprijíma správy.',
      unreadable: 'Vašu správu sa nepodarilo prečítať. Možno obsahuje neviditeľný znak skopírovaný spolu s textom: napíšte ju, prosím, znova alebo nás kontaktujte inak.',
    },
  },
  contactLabel: 'Váš e-mail alebo telefón',
  privacyHeading: 'Kontaktný formulár',
  privacy: (days, spamDays) =>
    `Keď odošlete kontaktný formulár, uchovávame vaše meno, e-mail alebo telefónne číslo, správu a čas jej prijatia počas ${days} ${plural('sk', days, { one: 'dňa', few: 'dní', many: 'dňa', other: 'dní' })}, potom ich vymažeme. Správy považované za spam mažeme po ${spamDays} ${plural('sk', spamDays, { one: 'dni', few: 'dňoch', many: 'dňa', other: 'dňoch' })}. Vaša IP adresa sa so správou neukladá.`,
};
