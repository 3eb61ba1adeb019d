import type { currentUserResponseSchema } from '@sitecraft/shared/auth';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import type { z } from 'zod';
import { apiRequest } from '../api/api-client.ts';
import { buttonClass } from '../ui/button.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { readToken } from './session-storage.ts';
import { useSession } from './session-context.tsx';

type CurrentUserResponse = z.infer<typeof currentUserResponseSchema>;

/**
 * Shows an admin page only to an account the server calls admin right now (GET /user/me), never trusting the
 * role stored in the browser; without a stored token it replaces the entry with /login. The server refuses
 * every admin call of anyone else anyway: this only spares them a page of errors.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isLoggedIn } = useSession();
  const token = readToken();
  // Keyed by the token, so an account that signs in after another never sees the other's role.
  const me = useQuery({ queryKey: ['admin-gate', token], queryFn: () => apiRequest<CurrentUserResponse>('/user/me'), enabled: isLoggedIn && token !== null, retry: false });

  if (!isLoggedIn || token === null) return <Navigate to="/login" replace />;
  if (me.isPending) {
    return (
      <main className="flex flex-1 items-center justify-center p-10">
        <Spinner label={t('adminAccess.checking')} />
      </main>
    );
  }
  if (me.data?.user.role === 'admin') return children;
  return (
    <main className="mx-auto flex max-w-xl flex-1 flex-col items-center justify-center gap-4 p-10 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('adminAccess.title')}</h1>
      <p className="text-slate-600">{t('adminAccess.body')}</p>
      <Link to="/landing" className={buttonClass('secondary')}>
        {t('adminAccess.back')}
      </Link>
    </main>
  );
}
