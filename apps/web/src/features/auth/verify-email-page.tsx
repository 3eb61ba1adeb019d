import { authTexts } from '@sitecraft/shared/auth';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { authApi } from './auth-api.ts';
import { useRedirectAfter } from './use-redirect-after.ts';

const verifiedState = { message: authTexts.verifiedLoginMessage };

export function VerifyEmailPage() {
  const { token } = useParams();
  const navigate = useNavigate();
  // A query, not an effect: the link is single use, and a query runs once per token even when React mounts twice.
  const verification = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => authApi.verifyEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useRedirectAfter(verification.isSuccess, '/login', { state: verifiedState });

  const errorText = !token
    ? authTexts.verifyMissingToken
    : verification.isError
      ? describeApiError(verification.error, { fallback: authTexts.verifyError, noAnswer: () => authTexts.verifyRetryError })
      : undefined;

  return (
    <AuthCard title="Подтверждение email">
      {verification.isPending && token && <Spinner label="Подтверждаем email..." className="text-slate-700" />}
      {verification.isSuccess && (
        <div className="space-y-4">
          <Alert tone="success">{verification.data.message}</Alert>
          <p className="text-sm text-slate-600">Через 3 секунды вы перейдете на страницу входа.</p>
          <Button className="w-full" onClick={() => navigate('/login', { state: verifiedState })}>
            {authTexts.loginNow}
          </Button>
        </div>
      )}
      {errorText && (
        <div className="space-y-4">
          <Alert tone="error">{errorText}</Alert>
          <div className="grid gap-2">
            <Link to="/resend-verification" className={buttonClass('primary')}>
              Отправить письмо повторно
            </Link>
            <Link to="/register" className={buttonClass('secondary')}>
              Зарегистрироваться снова
            </Link>
            <Link to="/login" className={buttonClass('secondary')}>
              Вернуться ко входу
            </Link>
            <Link to="/landing" className="text-center text-sm text-brand-700 hover:underline">
              На главную
            </Link>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
