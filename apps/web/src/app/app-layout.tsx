import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Header } from './header.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteLoading } from './route-loading.tsx';
import { useAccountLanguage } from '../i18n/account-language.ts';

/**
 * The header above every route; a route that is loading or failed shows that below it, the header stays usable.
 * A signed-in person's interface takes the language kept on their account.
 */
export function AppLayout() {
  const { pathname } = useLocation();
  useAccountLanguage();
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
