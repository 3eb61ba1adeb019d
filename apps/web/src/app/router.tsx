import { Suspense, useLayoutEffect } from 'react';
import { HashRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { syncHashLocation } from '../shared/hash-route/hash-location.ts';
import { lazyPage } from './lazy-page.tsx';
import { RedirectScreen } from './redirect-screen.tsx';
import { RequireToken } from './require-token.tsx';
import { RouteLoading } from './route-loading.tsx';

// Every page but the landing is downloaded on its first visit, so this router (loaded with the first of them) carries
// no page's code (nor their libraries: forms, schemas, data fetching, screenshots).
const LoginPage = lazyPage(async () => (await import('../features/auth/login-page.tsx')).LoginPage, { texts: ['auth'] });
const RegisterPage = lazyPage(async () => (await import('../features/auth/register-page.tsx')).RegisterPage, { texts: ['auth'] });
const VerifyEmailPage = lazyPage(async () => (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage, { texts: ['auth'] });
const ResendVerificationPage = lazyPage(async () => (await import('../features/auth/resend-verification-page.tsx')).ResendVerificationPage, { texts: ['auth'] });
const ForgotPasswordPage = lazyPage(async () => (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage, { texts: ['auth'] });
const ResetPasswordPage = lazyPage(async () => (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage, { texts: ['auth'] });
const BuilderPage = lazyPage(async () => (await import('../features/builder/builder-page.tsx')).BuilderPage, { texts: ['builder', 'siteGaps', 'emailConfirmation'] });
const SitesPage = lazyPage(async () => (await import('../features/sites/sites-page.tsx')).SitesPage, { texts: ['sites', 'siteGaps'] });
const InboxPage = lazyPage(async () => (await import('../features/sites/inbox-page.tsx')).InboxPage, { texts: ['sites'] });
const BookingsPage = lazyPage(async () => (await import('../features/sites/bookings-page.tsx')).BookingsPage, { texts: ['sites'] });
const VisitStatsPage = lazyPage(async () => (await import('../features/sites/visit-stats-page.tsx')).VisitStatsPage, { texts: ['sites'] });
const SiteEditorPage = lazyPage(async () => (await import('../features/site-editor/site-editor-page.tsx')).SiteEditorPage, { texts: ['editor', 'builder', 'siteGaps'] });
const AdminPage = lazyPage(async () => (await import('../features/admin/admin-page.tsx')).AdminPage, { texts: ['admin'] });
const TemplatePreviewPage = lazyPage(async () => (await import('../features/templates/template-preview-page.tsx')).TemplatePreviewPage, { texts: ['templates', 'landing'] });
const ProMessagesPage = lazyPage(async () => (await import('../features/pro-messages/pro-messages-page.tsx')).ProMessagesPage, { texts: ['proMessages'] });
const ScreenshotAdminPage = lazyPage(async () => (await import('../features/screenshot-admin/screenshot-admin-page.tsx')).ScreenshotAdminPage, { texts: ['screenshots'] });
const ConfirmationCodePage = lazyPage(async () => (await import('../features/email-confirmation/confirmation-code-page.tsx')).ConfirmationCodePage, { texts: ['emailConfirmation'] });
const UnknownPathScreen = lazyPage(async () => (await import('./unknown-path-screen.tsx')).UnknownPathScreen, { queries: false });

/**
 * A page's own navigation (a redirect, a link inside it) moves the shell too, before the screen is painted. A page
 * whose code is on its way suspends below this, not above the router: React drops the layout effects of a tree it
 * hides, and the router would stop hearing back and forward (and hash changes) until the page arrived.
 */
function RoutedPage() {
  const location = useLocation();
  useLayoutEffect(syncHashLocation, [location]);
  return (
    <Suspense fallback={<RouteLoading />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * Every route of the spec, in a hash router, drawn by AppLayout under the header (with its loading and error screens)
 * from the first visit to a page other than the landing.
 */
export function AppRouter() {
  return (
    // Without transitions a route changes at once: a page whose code is still on its way shows the loading screen
    // (and the phone menu closes) instead of the previous page staying up, unresponsive, until it arrives.
    <HashRouter useTransitions={false}>
      <Routes>
        <Route element={<RoutedPage />}>
          {/* AppLayout draws these two itself until the router is up (the landing's first load has no router). */}
          <Route index element={<RedirectScreen />} />
          <Route path="landing" element={<LandingPage />} />
          <Route path="login" element={<LoginPage />} />
          <Route path="register" element={<RegisterPage />} />
          <Route path="verify-email" element={<VerifyEmailPage />} />
          <Route path="verify-email/:token" element={<VerifyEmailPage />} />
          <Route path="resend-verification" element={<ResendVerificationPage />} />
          <Route path="forgot-password" element={<ForgotPasswordPage />} />
          <Route path="reset-password/:token" element={<ResetPasswordPage />} />
          <Route
            element={
              <RequireToken>
                <Outlet />
              </RequireToken>
            }
          >
            <Route path="builder" element={<BuilderPage />} />
            <Route path="sites" element={<SitesPage />} />
            <Route path="sites/:trackId/:host" element={<SiteEditorPage />} />
            <Route path="sites/:trackId/:host/inbox" element={<InboxPage />} />
            <Route path="sites/:trackId/:host/bookings" element={<BookingsPage />} />
            <Route path="sites/:trackId/:host/stats" element={<VisitStatsPage />} />
            <Route path="admin/*" element={<AdminPage />} />
          </Route>
          <Route path="template/:templateName" element={<TemplatePreviewPage />} />
          <Route path="pro/messages" element={<ProMessagesPage />} />
          <Route path="screenshot-admin" element={<ScreenshotAdminPage />} />
          <Route path=":token" element={<ConfirmationCodePage />} />
          {/* Deeper unknown paths get the same friendly page as an unknown single segment, under the header. */}
          <Route path="*" element={<UnknownPathScreen />} />
        </Route>
      </Routes>
    </HashRouter>
  );
}
