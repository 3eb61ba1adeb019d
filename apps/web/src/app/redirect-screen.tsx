import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../shared/ui/spinner.tsx';

/** The home route: a spinner, then the landing page replaces it in history. */
export function RedirectScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate('/landing', { replace: true });
  }, [navigate]);
  return (
    <main className="flex flex-1 items-center justify-center p-10 text-slate-700">
      <Spinner label={t('redirecting')} />
    </main>
  );
}
