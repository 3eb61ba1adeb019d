import { Suspense, useState } from 'react';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { useAccountLanguage } from '../i18n/account-language.ts';
import { useHashLocation } from '../shared/hash-route/hash-location.ts';
import { Header } from './header.tsx';
import { lazyPage } from './lazy-page.tsx';
import { RedirectScreen } from './redirect-screen.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { RouteLoading } from './route-loading.tsx';

// The landing page is where most visits start, so it ships with the app and draws without react-router; every other
// page comes with the router, downloaded on the first visit to one of them.
const AppRouter = lazyPage(async () => (await import('./router.tsx')).AppRouter, { queries: false });

/**
 * The landing (or the home route's redirect) without the router until a page needs it; from then on the router draws
 * every route, the landing too. Swapped out again, it would miss navigations: React keeps a replaced tree hidden,
 * its history listener cut, while the tree replacing it is still waiting for its texts.
 */
function useRouterNeeded(pathname: string): boolean {
  const [routerUp, setRouterUp] = useState(false);
  const needed = routerUp || (pathname !== '/landing' && pathname !== '/');
  if (needed && !routerUp) setRouterUp(true);
  return needed;
}

/**
 * The header above every route; a route that is loading or failed shows that below it, the header stays usable.
 * A signed-in person's interface takes the language kept on their account.
 */
export function AppLayout() {
  const { pathname } = useHashLocation();
  const routed = useRouterNeeded(pathname);
  useAccountLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <RouteErrorBoundary path={pathname}>
        <Suspense fallback={<RouteLoading />}>{routed ? <AppRouter /> : pathname === '/landing' ? <LandingPage /> : <RedirectScreen />}</Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
