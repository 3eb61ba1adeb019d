import { Navigate } from 'react-router';
import { Alert } from '../../shared/ui/alert.tsx';
import { GeneratingModal } from './generating-modal.tsx';
import { MessageForm } from './message-form.tsx';
import { hasProAccess } from './pro-access.ts';
import { resultLink } from './result-link.ts';
import { SentModal } from './sent-modal.tsx';
import { useProMessagesTexts } from './pro-messages-texts.ts';
import { useMessageSender } from './use-message-sender.ts';

const failures = new Set(['error', 'failed', 'processing_failed']);

/** The older message page for pro accounts (#/pro/messages); anyone else goes to /login. */
export function ProMessagesPage() {
  if (!hasProAccess()) return <Navigate to="/login" replace />;
  return <MessageSenderScreen />;
}

function MessageSenderScreen() {
  const { state, send, closeSentModal } = useMessageSender();
  const texts = useProMessagesTexts();
  const processing = state.status === 'processing';
  // A settled status reads in the language shown now, even when the person switched it since.
  const statusText = state.status === 'idle' || state.status === 'processing' ? state.text : texts.statusText[state.status];
  return (
    <main className="flex-1 bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-3 py-6 sm:px-6 sm:py-10">
      <div className="mx-auto flex w-full max-w-2xl flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{texts.title}</h1>
          <p className="mt-2 text-slate-600">{texts.intro}</p>
        </div>
        <MessageForm busy={processing} sentTrackId={state.status === 'message_sended' ? state.trackId : undefined} onSend={(values) => void send(values)} />
        {state.status !== 'idle' && (
          <section aria-label={texts.statusLabel} data-status={state.status} className="space-y-3">
            {failures.has(state.status) ? (
              <Alert tone="error">
                <p className="font-semibold">{statusText}</p>
                {state.error && <p className="mt-1">{state.error}</p>}
              </Alert>
            ) : (
              <Alert tone={state.status === 'message_sended' ? 'success' : 'info'}>
                <p className="font-semibold">{statusText}</p>
                {state.status === 'message_sended' && state.resultUrl && (
                  <a href={resultLink(state.resultUrl)} download className="mt-2 inline-block font-semibold text-brand-700 underline">
                    {texts.download}
                  </a>
                )}
              </Alert>
            )}
          </section>
        )}
      </div>
      {processing && <GeneratingModal state={state} />}
      {state.showSentModal && <SentModal resultUrl={state.resultUrl} onClose={closeSentModal} />}
    </main>
  );
}
