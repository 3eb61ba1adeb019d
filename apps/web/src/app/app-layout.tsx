import { Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from './header.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteLoading } from './route-loading.tsx';
import { screenLanguage } from './screen-language.ts';

/**
 * The header above every route; a route that is loading or failed shows that below it, the header stays usable.
 * `<html lang>` follows the screen shown, before it is painted.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    document.documentElement.lang = screenLanguage(pathname);
  }, [pathname]);
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <RouteErrorBoundary path={pathname}>
        <Suspense fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
