import { useShellTexts } from '../i18n/shell-texts.ts';
import { Spinner } from '../shared/ui/spinner.tsx';

/** Shown under the header while a page's code is downloaded on its first visit. */
export function RouteLoading() {
  const { t } = useShellTexts();
  return (
    <main className="flex flex-1 items-center justify-center p-10 text-slate-700">
      <Spinner label={t('loading')} />
    </main>
  );
}
