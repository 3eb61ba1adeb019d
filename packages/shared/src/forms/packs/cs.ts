import { plural } from './plural.ts';
import type { FormTexts } from './types.ts';

/** The contact form's own texts and the thank-you page in Czech. */
export const cs: FormTexts = {
  thankYou: {
    title: 'Děkujeme',
    thanks: 'Děkujeme! Vaše zpráva byla odeslána.',
    writeAgain: 'Napsat další zprávu',
    problemTitle: 'Vaše zpráva nebyla odeslána',
    back: 'Vraťte se na web tlačítkem Zpět v prohlížeči.',
    problems: {
      name_missing: 'Zadejte prosím své jméno.',
      contact_missing: 'Zadejte prosím e-mail nebo telefonní číslo, abychom vám mohli odpovědět.',
      contact_invalid: 'Tohle nevypadá jako e-mailová adresa ani telefonní číslo. Zkontrolujte to prosím.',
      message_missing: 'Napište prosím svou zprávu.',
      too_long: 'Zpráva je příliš dlouhá. Zkraťte ji prosím (nejvýše 5000 znaků).',
      closed: 'Tento formulář už nepřijímá zprávy.',
      unreadable: 'Vaši zprávu se nepodařilo přečíst. Možná obsahuje neviditelný znak zkopírovaný spolu s textem: napište ji prosím znovu nebo nás kontaktujte jinak.',
    },
  },
  contactLabel: 'Váš e-mail nebo telefon',
  privacyHeading: 'Kontaktní formulář',
  privacy: (days, spamDays) =>
    `Když odešlete kontaktní formulář, uchováváme vaše jméno, e-mail nebo telefonní číslo, zprávu a čas jejího přijetí po dobu ${days} ${plural('cs', days, { one: 'dne', few: 'dnů', many: 'dne', other: 'dnů' })}, poté je smažeme. Zprávy považované za spam mažeme po ${spamDays} ${plural('cs', spamDays, { one: 'dni', few: 'dnech', many: 'dne', other: 'dnech' })}. Vaši IP adresu spolu se zprávou neukládáme.`,
};
