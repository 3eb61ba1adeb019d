import { splitDomains } from '@sitecraft/shared/generation';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import type { GenerationState } from '../generation-client/index.ts';
import { ResultActions } from './result-actions.tsx';
import { useResultDownload } from './use-result-download.ts';

interface LastGenerationPanelProps {
  state: GenerationState;
  /** Forgets the generation and empties the wizard. */
  onStartNew(): void;
  /** Forgets a failed generation and keeps the answers, to try again. */
  onDismiss(): void;
}

function ReadyPanel({ state, onStartNew }: Pick<LastGenerationPanelProps, 'state' | 'onStartNew'>) {
  const texts = useBuilderTexts();
  const { href, saving, failure, onClick, label } = useResultDownload(state.resultUrl);
  const domains = splitDomains(state.request?.domain_name ?? '').join(', ');
  return (
    <section aria-labelledby="last-site-title" className="mb-6 rounded-2xl border border-emerald-200 bg-emerald-50/80 p-5 sm:p-6">
      <div className="flex gap-4">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-2xl ring-1 ring-emerald-200">
          🎉
        </span>
        <div className="min-w-0">
          <h2 id="last-site-title" className="text-lg font-bold tracking-tight text-emerald-950">
            {texts.lastSiteTitle}
          </h2>
          <p className="mt-1 break-words text-sm text-emerald-900">{texts.lastSiteText(domains)}</p>
        </div>
      </div>
      {failure && (
        <div className="mt-4">
          <Alert tone="error">{failure}</Alert>
        </div>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {href && (
          <a href={href} download onClick={onClick} aria-busy={saving || undefined} className={buttonClass('primary')}>
            <span aria-hidden="true">⬇</span> {label}
          </a>
        )}
        <Button variant="secondary" onClick={onStartNew}>
          {texts.startNewSite}
        </Button>
      </div>
      {state.trackId && state.request && (
        <div className="mt-3">
          <ResultActions trackId={state.trackId} request={state.request} onTaken={() => {}} />
        </div>
      )}
    </section>
  );
}

/**
 * The outcome of the last generation the server ran, above the wizard: a finished site's Download, Edit and Publish
 * (they stay through reloads and later visits) or a failure's message, each with a way to start a new site.
 */
export function LastGenerationPanel({ state, onStartNew, onDismiss }: LastGenerationPanelProps) {
  const texts = useBuilderTexts();
  if (!state.accepted) return null;
  if (state.phase === 'completed' && !state.showProgressModal && !state.showCompletionModal) return <ReadyPanel state={state} onStartNew={onStartNew} />;
  if (state.phase !== 'failed') return null;
  return (
    <div className="mb-6">
      <Alert tone="error">
        <p className="font-semibold">{state.text}</p>
        {state.error && <p className="mt-1">{state.error}</p>}
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={onStartNew}>
            {texts.startNewSite}
          </Button>
          <Button variant="ghost" onClick={onDismiss}>
            {texts.dismiss}
          </Button>
        </div>
      </Alert>
    </div>
  );
}
