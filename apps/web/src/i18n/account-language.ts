import { useEffect } from 'react';
import { apiRequest } from '../shared/api/api-client.ts';
import { askCurrentUser } from '../shared/session/use-is-admin.ts';
import { readToken } from '../shared/session/session-storage.ts';
import { useSession } from '../shared/session/session-context.tsx';
import { currentLanguage, switchLanguage } from './interface-language.ts';
import { initialLanguage, type Language } from './language.ts';

/** Keeps the language on the signed-in account (best effort: the browser keeps it anyway), so it follows the person. */
function saveOnAccount(language: Language): void {
  if (readToken() === null) return;
  void apiRequest('/user/language', { method: 'PUT', body: { language } }).catch(() => undefined);
}

// A choice made with the switch on this page is the person's latest word: an account answer arriving after it (asked
// before it) must neither switch back to the account's older language nor overwrite the choice on the account.
let chosenOnThisPage = false;

/** The person's choice from the switch: the interface changes at once, the browser and the account remember it. */
export async function chooseLanguage(language: Language): Promise<void> {
  chosenOnThisPage = true;
  saveOnAccount(language);
  await switchLanguage(language);
}

/**
 * For a signed-in person, the account's language wins over this browser's (chosen on another device); an account
 * without one takes the language the person uses here.
 */
export function useAccountLanguage(): void {
  const { isLoggedIn } = useSession();
  const token = isLoggedIn ? readToken() : null;
  useEffect(() => {
    if (token === null) return;
    let current = true;
    void askCurrentUser(token).then((user) => {
      if (!current || !user) return;
      if (chosenOnThisPage) {
        // Chosen here, maybe before signing in: the account learns it.
        const chosen = initialLanguage(localStorage, navigator.languages);
        if (user.language !== chosen) saveOnAccount(chosen);
        return;
      }
      if (user.language === null) saveOnAccount(currentLanguage());
      else if (user.language !== currentLanguage()) void switchLanguage(user.language);
    });
    return () => {
      current = false;
    };
  }, [token]);
}
