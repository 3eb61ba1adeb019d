import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from './button.tsx';
import { PlaceholderScreen } from './placeholder-screen.tsx';

/** The friendly page of an address that leads nowhere, whatever its depth (`path` without the leading slash). */
export function NotFoundScreen({ path }: { path: string }) {
  const { t } = useTranslation();
  return (
    <PlaceholderScreen title={t('notFoundTitle')}>
      <p className="text-slate-600">{t('notFound', { path })}</p>
      <Link to="/landing" className={buttonClass('primary', 'self-start')}>
        {t('home')}
      </Link>
    </PlaceholderScreen>
  );
}
