import { isConfirmationCode } from '@sitecraft/shared/email-confirmation';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSession } from '../../shared/session/session-context.tsx';
import { buttonClass } from '../../shared/ui/button.tsx';
import { NotFoundScreen } from '../../shared/ui/not-found-screen.tsx';
import { ConfirmationWidget } from './confirmation-widget.tsx';
import { useEmailVerifiedFlag } from './email-verified-flag.ts';

/**
 * The catch-all single segment (spec: /:token). A segment of exactly 40 hex characters is a confirmation code and
 * verification starts at once; any other segment is an unknown page and starts nothing.
 */
export function ConfirmationCodePage() {
  const { token } = useParams();
  if (!isConfirmationCode(token)) return <NotFoundScreen path={token ?? ''} />;
  return <CodeConfirmation key={token} code={token} />;
}

function CodeConfirmation({ code }: { code: string }) {
  const { t } = useTranslation('emailConfirmation');
  const [emailVerified, setEmailVerified] = useEmailVerifiedFlag();
  const { isLoggedIn } = useSession();
  return (
    <main className="flex-1 bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('codePageTitle')}</h1>
        <ConfirmationWidget code={code} emailVerified={emailVerified} setEmailVerified={setEmailVerified} />
        <Link to={isLoggedIn ? '/builder' : '/login'} className={buttonClass('secondary', 'self-start')}>
          {isLoggedIn ? t('toBuilder') : t('toLogin')}
        </Link>
      </div>
    </main>
  );
}
