import { Spinner } from '../shared/ui/spinner.tsx';
import { shellTexts } from './texts.ts';

/** Shown under the header while a page's code is downloaded on its first visit. */
export function RouteLoading() {
  return (
    <main className="flex flex-1 items-center justify-center p-10 text-slate-700">
      <Spinner label={shellTexts.loading} />
    </main>
  );
}
