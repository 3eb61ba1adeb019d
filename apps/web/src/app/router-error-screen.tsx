import { useShellTexts } from '../i18n/shell-texts.ts';
import { Button, buttonClass } from '../shared/ui/button.tsx';
import { HashLink } from '../shared/hash-route/hash-link.tsx';
import { PageLoadError } from './lazy-page.tsx';

/** Shown for errors thrown while loading or drawing a route (unknown paths get the not-found page). */
export function RouterErrorScreen({ error }: { error: unknown }) {
  const { t } = useShellTexts();
  const notLoaded = error instanceof PageLoadError;
  const detail = error instanceof Error ? error.message : undefined;
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('routerError')}</h1>
      <div role="alert" className="flex flex-col gap-2">
        {notLoaded && <p className="text-slate-700">{t('pageNotLoaded')}</p>}
        {detail && !notLoaded && <p className="font-mono text-sm text-slate-600">{detail}</p>}
      </div>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        <HashLink to="/landing" className={buttonClass('secondary')}>
          {t('home')}
        </HashLink>
      </div>
    </main>
  );
}
