import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Alert } from '../../shared/ui/alert.tsx';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { authApi } from './auth-api.ts';
import { resetFormSchema, type ResetForm } from './form-schemas.ts';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { signOut } = useSession();
  const form = useForm<ResetForm>({ resolver: zodResolver(resetFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const reset = useMutation({
    mutationFn: ({ password }: ResetForm) => authApi.resetPassword({ token, password }),
    onSuccess: (response) => {
      // The server ended every session of the account, this browser's included.
      signOut();
      navigate('/login', { state: { message: response.message } });
    },
  });
  const { errors } = form.formState;

  return (
    <AuthCard
      title="Новый пароль"
      footer={
        <Link to="/forgot-password" className="text-brand-700 hover:underline">
          Запросить новую ссылку
        </Link>
      }
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        {reset.error && <Alert tone="error">{describeApiError(reset.error, { fallback: 'Не удалось изменить пароль', noAnswer: (detail) => `Произошла ошибка: ${detail}` })}</Alert>}
        <TextField label="Новый пароль" type="password" autoComplete="new-password" required error={errors.password?.message} {...form.register('password')} />
        <TextField
          label="Повторите пароль"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Сохраняем...' : 'Сохранить пароль'}
        </Button>
      </form>
    </AuthCard>
  );
}
