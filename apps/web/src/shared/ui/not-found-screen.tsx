import { emailConfirmationTexts as texts } from '@sitecraft/shared/email-confirmation';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';
import { PlaceholderScreen } from './placeholder-screen.tsx';

/** The friendly page of an address that leads nowhere, whatever its depth (`path` without the leading slash). */
export function NotFoundScreen({ path }: { path: string }) {
  return (
    <PlaceholderScreen title={texts.notFoundTitle}>
      <p className="text-slate-600">{texts.notFound(path)}</p>
      <Link to="/landing" className={buttonClass('primary', 'self-start')}>
        {texts.home}
      </Link>
    </PlaceholderScreen>
  );
}
