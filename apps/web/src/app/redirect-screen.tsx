import { useEffect } from 'react';
import { useShellTexts } from '../i18n/shell-texts.ts';
import { Spinner } from '../shared/ui/spinner.tsx';
import { navigateTo } from '../shared/hash-route/hash-location.ts';

/** The home route: a spinner, then the landing page replaces it in history. */
export function RedirectScreen() {
  const { t } = useShellTexts();
  useEffect(() => {
    navigateTo('/landing', { replace: true });
  }, []);
  return (
    <main className="flex flex-1 items-center justify-center p-10 text-slate-700">
      <Spinner label={t('redirecting')} />
    </main>
  );
}
