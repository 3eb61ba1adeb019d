import { Spinner } from '../shared/ui/spinner.tsx';

/** Shown while the first route's code is still loading. */
export function RouteLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
