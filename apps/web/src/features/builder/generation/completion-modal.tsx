import { Alert } from '../../../shared/ui/alert.tsx';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { builderTexts as texts } from '../builder-texts.ts';
import { contentNotes, useLanguageSupport } from '../language-support.ts';
import { useResultDownload } from './use-result-download.ts';

/** 'Your website is ready!' with a one-click Download of the ZIP and Close (Escape closes it too). */
interface CompletionModalProps {
  resultUrl: string | undefined;
  siteCount: number;
  /** The languages asked for: the dialog repeats what their pages contain. */
  languages: readonly string[];
  onClose(): void;
  returnFocusTo(): HTMLElement | null;
}

export function CompletionModal({ resultUrl, siteCount, languages, onClose, returnFocusTo }: CompletionModalProps) {
  const notes = contentNotes(useLanguageSupport().data?.languages, languages);
  const { href, saving, failure, onClick, label } = useResultDownload(resultUrl);

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
        <div className="mt-7 flex flex-col gap-3 sm:flex-row-reverse">
          {href && (
            <a href={href} download onClick={onClick} data-autofocus aria-busy={saving || undefined} className={buttonClass('primary', 'flex-1')}>
              <span aria-hidden="true">⬇</span> {label}
            </a>
          )}
          <Button variant="secondary" className="flex-1" onClick={onClose}>
            {texts.close}
          </Button>
        </div>
      </div>
    </ModalDialog>
  );
}
