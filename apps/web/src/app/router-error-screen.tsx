import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { buttonClass } from '../shared/ui/button.tsx';
import { shellTexts } from './texts.ts';

/** Shown for errors thrown while loading or rendering a route (unknown paths get the not-found page). */
export function RouterErrorScreen() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : undefined;
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{shellTexts.routerError}</h1>
      {detail && <p className="font-mono text-sm text-slate-600">{detail}</p>}
      <Link to="/landing" className={buttonClass('primary')}>
        На главную
      </Link>
    </main>
  );
}
