/** The language a screen's text is written in, as `<html lang>` names it. */
export type ScreenLanguage = 'ru' | 'en';

// The spec's interface is mostly Russian (sign-up, sign-in, admin, the screenshot tool, the redirect and not-found
// screens); the landing, the builder and what follows it (My sites, the editor, the inbox), the gallery's template
// pages, the pro message page and the email confirmation page are written in English.
const englishScreens = [/^\/landing$/, /^\/builder$/, /^\/sites(?:\/|$)/, /^\/template\/[^/]+$/, /^\/pro\/messages$/, /^\/[0-9a-f]{40}$/i];

/** The language of the screen at a route's path (`/sites/…`), so a screen reader reads it with the right voice. */
export function screenLanguage(pathname: string): ScreenLanguage {
  return englishScreens.some((screen) => screen.test(pathname)) ? 'en' : 'ru';
}
