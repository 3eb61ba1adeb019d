import { WELCOME_CREDITS } from '@sitecraft/shared/credits';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../shared/api/api-client.ts';
import { useSession } from '../../shared/session/session-context.tsx';
import { Button } from '../../shared/ui/button.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { confirmCodeOnce, emailConfirmationApi } from './email-confirmation-api.ts';
import { confirmsThisSession, storeConfirmedEmail } from './email-verified-flag.ts';

export type ConfirmationStatus = 'idle' | 'verifying' | 'verified' | 'failed';

interface ConfirmationWidgetProps {
  emailVerified: boolean;
  setEmailVerified(verified: boolean): void;
  /** A confirmation code from the route: verification starts on mount. */
  code?: string;
}

/**
 * The email-confirmation widget (spec sections 2, 4 and 8): confirming an address gives 5 free credits. It sends the
 * link, or verifies the code it is given, and is hidden once the email is verified and nothing is left to report.
 */
export function ConfirmationWidget({ emailVerified, setEmailVerified, code }: ConfirmationWidgetProps) {
  const { t } = useTranslation('emailConfirmation');
  const { isLoggedIn } = useSession();
  const [status, setStatus] = useState<ConfirmationStatus>(code ? 'verifying' : 'idle');
  const [verified, setVerified] = useState(emailVerified);
  const [email, setEmail] = useState('');
  const [highlight, setHighlight] = useState(false);
  // The error itself, described when drawn: in the language of the moment, should the person switch.
  const [failure, setFailure] = useState<unknown>();
  const ids = useId();
  const send = useMutation({ mutationFn: emailConfirmationApi.sendConfirmation, onError: () => setHighlight(true) });

  useEffect(() => {
    if (!code) return;
    let current = true;
    confirmCodeOnce(code).then(
      (result) => {
        if (!current) return;
        setStatus('verified');
        setVerified(true);
        setEmail('');
        if (!confirmsThisSession(result)) return;
        storeConfirmedEmail(result);
        setEmailVerified(true);
      },
      (error: unknown) => {
        if (!current) return;
        setStatus('failed');
        setFailure(error);
      },
    );
    return () => {
      current = false;
    };
  }, [code, setEmailVerified]);

  if ((verified || emailVerified) && status === 'idle') return null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send.mutate(email.trim());
  };
  const showForm = !verified && !emailVerified && isLoggedIn && status !== 'verifying';
  const describe = (error: unknown) => describeApiError(error, { fallback: t('failed'), noAnswer: (detail) => detail });
  const sendError = send.isError ? describe(send.error) : undefined;

  return (
    <section aria-labelledby={`${ids}-title`} className="rounded-2xl border border-amber-200 bg-gradient-to-br from-amber-50 via-white to-white p-5 shadow-sm sm:p-6">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="flex size-12 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-2xl">
          🎁
        </span>
        <div>
          <h2 id={`${ids}-title`} className="text-lg font-bold tracking-tight text-slate-900">
            {t('title', { count: WELCOME_CREDITS })}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{t('intro', { count: WELCOME_CREDITS })}</p>
        </div>
      </div>

      <div className="mt-4 space-y-3" aria-live="polite">
        {status === 'verifying' && <Spinner label={t('verifying')} className="text-slate-700" />}
        {status === 'verified' && <p className="font-semibold text-green-700">{t('verified')}</p>}
        {status === 'failed' && (
          <div role="alert">
            <p className="font-semibold text-red-700">{t('failed')}</p>
            {failure !== undefined && <p className="mt-1 text-sm text-red-700">{describe(failure)}</p>}
          </div>
        )}
        {status === 'idle' && send.isSuccess && <p className="rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800">{t('linkSent')}</p>}
      </div>

      {showForm && (
        <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row">
          <label htmlFor={`${ids}-email`} className="sr-only">
            {t('emailLabel')}
          </label>
          <input
            id={`${ids}-email`}
            type="email"
            required
            autoComplete="email"
            placeholder={t('placeholder')}
            value={email}
            aria-invalid={highlight || undefined}
            aria-describedby={sendError ? `${ids}-error` : undefined}
            onInvalid={() => setHighlight(true)}
            onChange={(event) => {
              setEmail(event.target.value);
              setHighlight(false);
              if (send.isError) send.reset();
            }}
            className={`block min-h-11 w-full flex-1 rounded-lg border bg-white px-3.5 py-2.5 text-base shadow-xs outline-none transition focus:ring-3 ${
              highlight ? 'border-red-500 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
            }`}
          />
          <Button type="submit" disabled={send.isPending} className="shrink-0">
            {send.isPending ? t('sending') : t('submit')}
          </Button>
        </form>
      )}
      {showForm && sendError && (
        <p id={`${ids}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {sendError}
        </p>
      )}
    </section>
  );
}
