import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { takeChosenTemplate } from '../../shared/session/chosen-template.ts';
import { storeProCookies } from '../../shared/session/pro-cookies.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Alert } from '../../shared/ui/alert.tsx';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { authApi } from './auth-api.ts';
import { isDevHost } from './dev-host.ts';
import { loginFormSchema, type LoginForm } from './form-schemas.ts';
import { useFieldError } from './use-field-error.ts';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { isLoggedIn, signIn } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const stateMessage = (location.state as { message?: unknown } | null)?.message;
  const form = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema), defaultValues: { email: '', password: '' } });

  const onSignedIn = (response: Awaited<ReturnType<typeof authApi.login>>) => {
    signIn(response);
    if (response.user.pro) storeProCookies(response.token, response.user.email);
    // A template chosen in the gallery before signing in is where the builder starts.
    const chosenTemplate = takeChosenTemplate();
    void navigate('/builder', chosenTemplate ? { state: { baseTemplate: chosenTemplate } } : undefined);
  };
  const login = useMutation({ mutationFn: authApi.login, onSuccess: onSignedIn });
  const devLogin = useMutation({ mutationFn: authApi.devLogin, onSuccess: onSignedIn });
  const devLoginOffered = useQuery({ queryKey: ['dev-login-offered'], queryFn: authApi.devLoginOffered, enabled: isDevHost(window.location), staleTime: Infinity });

  if (isLoggedIn && !login.isSuccess && !devLogin.isSuccess) return <Navigate to="/builder" replace />;
  const failure = login.error ?? devLogin.error;
  // One state at a time: the notice brought here (e.g. that the email is confirmed) goes once the person tries to sign in.
  const notice = typeof stateMessage === 'string' && login.isIdle && devLogin.isIdle ? stateMessage : undefined;
  const { errors } = form.formState;

  return (
    <AuthCard
      title={t('loginTitle')}
      footer={
        <>
          <p>
            {t('noAccount')}{' '}
            <Link to="/register" className="font-semibold text-brand-700 hover:underline">
              {t('signUp')}
            </Link>
          </p>
          <p>
            <Link to="/resend-verification" className="text-brand-700 hover:underline">
              {t('resendLink')}
            </Link>
          </p>
          <p>
            <Link to="/forgot-password" className="text-brand-700 hover:underline">
              {t('forgotLink')}
            </Link>
          </p>
        </>
      }
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => login.mutate(values))}>
        {failure ? (
          <Alert tone="error">{describeApiError(failure, { fallback: t('loginDefaultError'), noAnswer: (detail) => t('genericErrorPrefix') + detail })}</Alert>
        ) : (
          notice && <Alert tone="success">{notice}</Alert>
        )}
        <TextField label={t('emailLabel')} type="email" autoComplete="email" required error={fieldError(errors.email?.message)} {...form.register('email')} />
        <TextField label={t('passwordLabel')} type="password" autoComplete="current-password" required error={fieldError(errors.password?.message)} {...form.register('password')} />
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? t('loginSubmitting') : t('loginSubmit')}
        </Button>
        {devLoginOffered.data === true && (
          <Button variant="secondary" className="w-full" disabled={devLogin.isPending} onClick={() => devLogin.mutate()}>
            {t('devLogin')}
          </Button>
        )}
      </form>
    </AuthCard>
  );
}
