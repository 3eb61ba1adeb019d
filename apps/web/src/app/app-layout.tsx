import { Suspense } from 'react';
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
 * The header above every route; a route that is loading or failed shows that below it, the header stays usable.
 * A signed-in person's interface takes the language kept on their account.
 */
export function AppLayout() {
  const { pathname } = useHashLocation();
  useAccountLanguage();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <RouteErrorBoundary path={pathname}>
        <Suspense fallback={<RouteLoading />}>{pathname === '/landing' ? <LandingPage /> : pathname === '/' ? <RedirectScreen /> : <AppRouter />}</Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
