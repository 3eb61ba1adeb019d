import { createHashRouter, data, Outlet } from 'react-router';
import { AppLayout } from './app-layout.tsx';
import { RedirectScreen } from './redirect-screen.tsx';
import { RouteLoading } from './route-loading.tsx';
import { RequireToken } from './require-token.tsx';
import { RouterErrorScreen } from './router-error-screen.tsx';

/** Every route of the spec; pages beyond the account screens are loaded on demand, so /landing loads none of them. */
export const router = createHashRouter([
  {
    element: <AppLayout />,
    hydrateFallbackElement: <RouteLoading />,
    children: [
      {
        errorElement: <RouterErrorScreen />,
        children: [
          { index: true, element: <RedirectScreen /> },
          { path: 'landing', lazy: async () => ({ Component: (await import('../features/landing/landing-page.tsx')).LandingPage }) },
          { path: 'login', lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }) },
          { path: 'register', lazy: async () => ({ Component: (await import('../features/auth/register-page.tsx')).RegisterPage }) },
          { path: 'verify-email', lazy: async () => ({ Component: (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage }) },
          { path: 'verify-email/:token', lazy: async () => ({ Component: (await import('../features/auth/verify-email-page.tsx')).VerifyEmailPage }) },
          { path: 'resend-verification', lazy: async () => ({ Component: (await import('../features/auth/resend-verification-page.tsx')).ResendVerificationPage }) },
          { path: 'forgot-password', lazy: async () => ({ Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage }) },
          { path: 'reset-password/:token', lazy: async () => ({ Component: (await import('../features/auth/reset-password-page.tsx')).ResetPasswordPage }) },
          {
            element: (
              <RequireToken>
                <Outlet />
              </RequireToken>
            ),
            children: [
              { path: 'builder', lazy: async () => ({ Component: (await import('../features/builder/builder-page.tsx')).BuilderPage }) },
              { path: 'admin/*', lazy: async () => ({ Component: (await import('../features/admin/admin-page.tsx')).AdminPage }) },
            ],
          },
          {
            path: 'template/:templateName',
            lazy: async () => ({ Component: (await import('../features/templates/template-preview-page.tsx')).TemplatePreviewPage }),
          },
          {
            path: 'screenshot-admin',
            lazy: async () => ({ Component: (await import('../features/screenshot-admin/screenshot-admin-page.tsx')).ScreenshotAdminPage }),
          },
          {
            path: ':token',
            lazy: async () => ({ Component: (await import('../features/email-confirmation/confirmation-code-page.tsx')).ConfirmationCodePage }),
          },
          // Unknown paths fail inside the layout, so the error screen keeps the header.
          {
            path: '*',
            loader: () => {
              throw data(null, { status: 404, statusText: 'Not Found' });
            },
          },
        ],
      },
    ],
  },
]);
