import { authTexts } from '@sitecraft/shared/auth';
import { Link } from 'react-router';
import { AuthCard } from '../../shared/ui/auth-card.tsx';
import { authApi } from './auth-api.ts';
import { EmailRequestForm } from './email-request-form.tsx';

export function ResendVerificationPage() {
  return (
    <AuthCard
      title="Повторная отправка письма"
      subtitle="Укажите email, с которым вы регистрировались, и мы отправим новую ссылку для подтверждения."
      footer={
        <p className="flex justify-center gap-4">
          <Link to="/login" className="font-semibold text-brand-700 hover:underline">
            Войти
          </Link>
          <Link to="/register" className="font-semibold text-brand-700 hover:underline">
            Зарегистрироваться
          </Link>
        </p>
      }
    >
      <EmailRequestForm
        send={authApi.resendVerification}
        submitLabel={authTexts.resendSubmit}
        pendingLabel="Отправляем..."
        successText={authTexts.resendSuccess}
        errorTexts={{ fallback: authTexts.resendError, noAnswer: () => authTexts.resendRetryError }}
      />
    </AuthCard>
  );
}
