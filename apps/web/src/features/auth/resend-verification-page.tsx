import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { authApi } from './auth-api.ts';
import { EmailRequestForm } from './email-request-form.tsx';

export function ResendVerificationPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('resendTitle')}
      subtitle={t('resendSubtitle')}
      footer={
        <p className="flex justify-center gap-4">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            {t('loginSubmit')}
          </Link>
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            {t('signUp')}
          </Link>
        </p>
      }
    >
      <EmailRequestForm
        send={authApi.resendVerification}
        submitLabel={t('resendSubmit')}
        pendingLabel={t('sending')}
        successText={t('resendSuccess')}
        errorTexts={{ fallback: t('resendError'), noAnswer: () => t('resendRetryError') }}
      />
    </AuthCard>
  );
}
