import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { describeApiError } from '../../shared/api/api-client.ts';
import { Alert } from '../../shared/ui/alert.tsx';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { authApi } from './auth-api.ts';
import { useRedirectAfter } from './use-redirect-after.ts';

export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const verifiedState = useMemo(() => ({ message: t('verifiedLoginMessage') }), [t]);
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
    ? t('verifyMissingToken')
    : verification.isError
      ? describeApiError(verification.error, { fallback: t('verifyError'), noAnswer: () => t('verifyRetryError') })
      : undefined;

  return (
    <AuthCard title={t('verifyTitle')}>
      {verification.isPending && token && <Spinner label={t('verifying')} className="text-slate-700" />}
      {verification.isSuccess && (
        <div className="space-y-4">
          <Alert tone="success">{verification.data.message}</Alert>
          <p className="text-sm text-slate-600">{t('verifyRedirectNotice')}</p>
          <Button className="w-full" onClick={() => navigate('/login', { state: verifiedState })}>
            {t('loginNow')}
          </Button>
        </div>
      )}
      {errorText && (
        <div className="space-y-4">
          <Alert tone="error">{errorText}</Alert>
          <div className="grid gap-2">
            <Link to="/resend-verification" className={buttonClass('primary')}>
              {t('resendAgain')}
            </Link>
            <Link to="/register" className={buttonClass('secondary')}>
              {t('registerAgain')}
            </Link>
            <Link to="/login" className={buttonClass('secondary')}>
              {t('backToLogin')}
            </Link>
            <Link to="/landing" className="text-center text-sm text-brand-700 hover:underline">
              {t('home')}
            </Link>
          </div>
        </div>
      )}
    </AuthCard>
  );
}
