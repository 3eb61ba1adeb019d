import { Link, useParams } from 'react-router';
import { buttonClass } from '../../shared/ui/button.tsx';
import { PlaceholderScreen } from '../../shared/ui/placeholder-screen.tsx';

/** The catch-all single segment; confirmation codes are handled here once the confirmation widget lands. */
export function ConfirmationCodePage() {
  const { token } = useParams();
  return (
    <PlaceholderScreen title="Страница не найдена">
      <p className="text-slate-600">Адрес «{token}» не ведет ни на одну страницу.</p>
      <Link to="/landing" className={buttonClass('primary', 'self-start')}>
        На главную
      </Link>
    </PlaceholderScreen>
  );
}
