import { zodResolver } from '@hookform/resolvers/zod';
import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Alert } from '../../shared/ui/alert.tsx';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { authApi } from './auth-api.ts';
import { registerFormSchema, type RegisterForm } from './form-schemas.ts';
import { useFieldError } from './use-field-error.ts';
import { useRedirectAfter } from './use-redirect-after.ts';

export function RegisterPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
  const { isLoggedIn } = useSession();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  // confirmPassword stays in the browser: the payload is name, email and password.
  const register = useMutation({ mutationFn: ({ name, email, password }: RegisterForm) => authApi.register({ name, email, password }) });
  useRedirectAfter(register.isSuccess, '/login');

  if (isLoggedIn) return <Navigate to="/" replace />;
  const { errors } = form.formState;

  return (
    <AuthCard
      title={t('registerTitle')}
      subtitle={t('registerSubtitle', { count: WELCOME_CREDITS })}
      footer={
        <p>
          {t('haveAccount')}{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            {t('loginSubmit')}
          </Link>
        </p>
      }
    >
      {register.isSuccess ? (
        <Alert tone="success">{t('registerSuccess')}</Alert>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => register.mutate(values))}>
          {register.error && <Alert tone="error">{describeApiError(register.error, { fallback: t('registerDefaultError'), noAnswer: (detail) => t('genericErrorPrefix') + detail })}</Alert>}
          <TextField label={t('nameLabel')} autoComplete="name" required error={fieldError(errors.name?.message)} {...form.register('name')} />
          <TextField label={t('emailLabel')} type="email" autoComplete="email" required error={fieldError(errors.email?.message)} {...form.register('email')} />
          <TextField label={t('passwordLabel')} type="password" autoComplete="new-password" required error={fieldError(errors.password?.message)} {...form.register('password')} />
          <TextField
            label={t('confirmPasswordLabel')}
            type="password"
            autoComplete="new-password"
            required
            error={fieldError(errors.confirmPassword?.message)}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={register.isPending}>
            {register.isPending ? t('registerSubmitting') : t('signUp')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
