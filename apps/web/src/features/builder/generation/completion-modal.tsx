import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import { contentNotes, useLanguageSupport } from '../language-support.ts';
import type { WizardRequest } from '../generation-client/index.ts';
import { BeforeYouPublish } from '../../../shared/site-gaps/before-you-publish.tsx';
import { styleSetAside } from '../wizard/look-source.ts';
import { useGenerationGaps } from '../../../shared/site-gaps/use-generation-gaps.ts';
import { hostsOf, ResultActions } from './result-actions.tsx';
import { useResultDownload } from './use-result-download.ts';

/** 'Your website is ready!' with a one-click Download of the ZIP, Edit and Publish, and Close (Escape closes it too). */
interface CompletionModalProps {
  trackId: string | undefined;
  /** The request as the wizard sent it: which sites there are, and whether they can be edited and published. */
  request: WizardRequest | undefined;
  resultUrl: string | undefined;
  siteCount: number;
  /** The languages asked for: the dialog repeats what their pages contain. */
  languages: readonly string[];
  onClose(): void;
  /** The result was downloaded, opened in the editor or published: a later visit does not open this dialog again. */
  onTaken(): void;
  returnFocusTo(): HTMLElement | null;
}

export function CompletionModal({ trackId, request, resultUrl, siteCount, languages, onClose, onTaken, returnFocusTo }: CompletionModalProps) {
  const texts = useBuilderTexts();
  const notes = contentNotes(texts, useLanguageSupport().data?.languages, languages);
  const { href, saving, failure, onClick, label } = useResultDownload(resultUrl);
  const gaps = useGenerationGaps(trackId);
  const hosts = request ? hostsOf(request) : [];
  const lookNote = request ? styleSetAside(request) : undefined;
  const editable = request?.edit_after_generation !== 'false';
  // One site is edited in its editor; several, each from My sites.
  const places = editable && trackId && hosts.length === 1 ? { editor: `/sites/${encodeURIComponent(trackId)}/${encodeURIComponent(hosts[0]!)}` } : { mySites: editable && hosts.length > 1 };

  return (
    <ModalDialog labelledBy="completion-title" describedBy="completion-text" onDismiss={onClose} returnFocusTo={returnFocusTo}>
      <div className="p-6 text-center sm:p-8">
        <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-3xl ring-8 ring-emerald-50/60">
          🎉
        </span>
        <h2 id="completion-title" className="mt-5 text-2xl font-bold tracking-tight">
          {texts.completionTitle}
        </h2>
        <p id="completion-text" className="mt-2 text-sm text-slate-600">
          {texts.completionText} {texts.completionSites(siteCount)}
        </p>
        {lookNote && <p className="mt-2 text-sm text-slate-600">{lookNote}</p>}
        {notes.map((note) => (
          <p key={note} className="mt-2 text-sm text-slate-600">
            {note}
          </p>
        ))}
        {failure && (
          <div className="mt-4 text-left">
            <Alert tone="error">{failure}</Alert>
          </div>
        )}
        <div className="mt-7 flex flex-col gap-3">
          {href && (
            <a
              href={href}
              download
              onClick={(event) => {
                onTaken();
                onClick(event);
              }}
              data-autofocus
              aria-busy={saving || undefined}
              className={buttonClass('primary', 'w-full')}
            >
              <span aria-hidden="true">⬇</span> {label}
            </a>
          )}
          {trackId && request && <ResultActions trackId={trackId} request={request} onTaken={onTaken} />}
          {/* Under the actions, so Download stays in the first screen however much the site could not know. */}
          <BeforeYouPublish
            gaps={gaps}
            places={places}
            onFollow={() => {
              onTaken();
              onClose();
            }}
          />
          <Button variant="ghost" className="w-full" onClick={onClose}>
            {texts.close}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
