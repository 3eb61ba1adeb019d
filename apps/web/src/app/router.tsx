import type { ComponentType } from 'react';
import { createHashRouter, Outlet } from 'react-router';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { AppLayout } from './app-layout.tsx';
import { RedirectScreen } from './redirect-screen.tsx';
import { RouteLoading } from './route-loading.tsx';
import { RequireToken } from './require-token.tsx';
import { RouterErrorScreen } from './router-error-screen.tsx';
import { UnknownPathScreen } from './unknown-path-screen.tsx';

/** A lazily loaded page inside the data-fetching provider, which is loaded with the first such page. */
function page(load: () => Promise<ComponentType>) {
  return async () => {
    const [Page, { QueryProvider }] = await Promise.all([load(), import('../shared/api/query-provider.tsx')]);
    return {
      Component: () => (
        <QueryProvider>
          <Page />
        </QueryProvider>
      ),
    };
  };
}

/** Every route of the spec; every page but the landing is loaded on demand, so /landing loads no other page's code. */
export const router = createHashRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        errorElement: <RouterErrorScreen />,
        children: [
          { index: true, element: <RedirectScreen /> },
          // The landing page is where most visits start, so it ships with the app instead of after it.
          { path: 'landing', element: <LandingPage /> },
          { path: 'login', lazy: page(async () => (await import('../features/auth/login-page.tsx')).LoginPage) },
          { path: 'register', lazy: page(async () => (await import('../features/auth/register-page.tsx')).RegisterPage) },
          { path: 'verify-email', lazy: page(async () => (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage) },
          { path: 'verify-email/:token', lazy: page(async () => (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage) },
          { path: 'resend-verification', lazy: page(async () => (await import('../features/auth/resend-verification-page.tsx')).ResendVerificationPage) },
          { path: 'forgot-password', lazy: page(async () => (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage) },
          { path: 'reset-password/:token', lazy: page(async () => (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage) },
          {
            element: (
              <RequireToken>
                <Outlet />
              </RequireToken>
            ),
            children: [
              { path: 'builder', lazy: page(async () => (await import('../features/builder/builder-page.tsx')).BuilderPage) },
              { path: 'admin/*', lazy: page(async () => (await import('../features/admin/admin-page.tsx')).AdminPage) },
            ],
          },
          {
            path: 'template/:templateName',
            lazy: page(async () => (await import('../features/templates/template-preview-page.tsx')).TemplatePreviewPage),
          },
          { path: 'pro/messages', lazy: page(async () => (await import('../features/pro-messages/pro-messages-page.tsx')).ProMessagesPage) },
          {
            path: 'screenshot-admin',
            lazy: page(async () => (await import('../features/screenshot-admin/screenshot-admin-page.tsx')).ScreenshotAdminPage),
          },
          {
            path: ':token',
            lazy: page(async () => (await import('../features/email-confirmation/confirmation-code-page.tsx')).ConfirmationCodePage),
          },
          // Deeper unknown paths get the same friendly page as an unknown single segment, under the header.
          { path: '*', element: <UnknownPathScreen /> },
        ],
      },
    ],
  },
]);
