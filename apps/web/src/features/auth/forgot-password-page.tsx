import { authServerTexts, authTexts } from '@sitecraft/shared/auth';
import { Link } from 'react-router';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { authApi } from './auth-api.ts';
import { EmailRequestForm } from './email-request-form.tsx';

export function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Восстановление пароля"
      subtitle="Мы отправим ссылку для сброса пароля. Она действует 1 час."
      footer={
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Вернуться ко входу
        </Link>
      }
    >
      <EmailRequestForm
        send={authApi.forgotPassword}
        submitLabel="Отправить ссылку"
        pendingLabel="Отправляем..."
        successText={authServerTexts.forgotSuccess}
        errorTexts={{ fallback: authTexts.resendError, noAnswer: () => authTexts.resendRetryError }}
      />
    </AuthCard>
  );
}
