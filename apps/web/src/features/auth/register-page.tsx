import { zodResolver } from '@hookform/resolvers/zod';
import { authTexts } from '@sitecraft/shared/auth';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, Navigate } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Alert } from '../../shared/ui/alert.tsx';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { authApi } from './auth-api.ts';
import { registerFormSchema, type RegisterForm } from './form-schemas.ts';
import { useRedirectAfter } from './use-redirect-after.ts';

export function RegisterPage() {
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
      title="Регистрация"
      subtitle="Создайте аккаунт и получите 5 бесплатных кредитов после подтверждения email."
      footer={
        <p>
          Уже есть аккаунт?{' '}
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Войти
          </Link>
        </p>
      }
    >
      {register.isSuccess ? (
        <Alert tone="success">{authTexts.registerSuccess}</Alert>
      ) : (
        <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => register.mutate(values))}>
          {register.error && <Alert tone="error">{describeApiError(register.error, { fallback: authTexts.registerDefaultError, noAnswer: (detail) => authTexts.genericErrorPrefix + detail })}</Alert>}
          <TextField label="Имя" autoComplete="name" required error={errors.name?.message} {...form.register('name')} />
          <TextField label="Email" type="email" autoComplete="email" required error={errors.email?.message} {...form.register('email')} />
          <TextField label="Пароль" type="password" autoComplete="new-password" required error={errors.password?.message} {...form.register('password')} />
          <TextField
            label="Подтвердите пароль"
            type="password"
            autoComplete="new-password"
            required
            error={errors.confirmPassword?.message}
            {...form.register('confirmPassword')}
          />
          <Button type="submit" className="w-full" disabled={register.isPending}>
            {register.isPending ? 'Регистрируем...' : 'Зарегистрироваться'}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
