import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { authApi } from './auth-api.ts';
import { EmailRequestForm } from './email-request-form.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthCard
      title={t('forgotTitle')}
      subtitle={t('forgotSubtitle')}
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          {t('backToLogin')}
        </Link>
      }
    >
      <EmailRequestForm
        send={authApi.forgotPassword}
        submitLabel={t('forgotSubmit')}
        pendingLabel={t('sending')}
        successText={t('forgotSuccess')}
        errorTexts={{ fallback: t('resendError'), noAnswer: () => t('resendRetryError') }}
      />
    </AuthCard>
  );
}
