import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Alert } from '../../shared/ui/alert.tsx';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { TextField } from '../../shared/ui/text-field.tsx';
import { authApi } from './auth-api.ts';
import { resetFormSchema, type ResetForm } from './form-schemas.ts';
import { useFieldError } from './use-field-error.ts';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const fieldError = useFieldError();
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
      title={t('resetTitle')}
      footer={
        <Link to="/forgot-password" className="text-brand-700 hover:underline">
          {t('requestNewLink')}
        </Link>
      }
    >
      <form noValidate className="space-y-4" onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
        {reset.error && <Alert tone="error">{describeApiError(reset.error, { fallback: t('resetDefaultError'), noAnswer: (detail) => t('genericErrorPrefix') + detail })}</Alert>}
        <TextField label={t('newPasswordLabel')} type="password" autoComplete="new-password" required error={fieldError(errors.password?.message)} {...form.register('password')} />
        <TextField
          label={t('repeatPasswordLabel')}
          type="password"
          autoComplete="new-password"
          required
          error={fieldError(errors.confirmPassword?.message)}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('resetSubmitting') : t('resetSubmit')}
        </Button>
      </form>
    </AuthCard>
  );
}
