import { Button, buttonClass } from '../../shared/ui/button.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { useProMessagesTexts } from './pro-messages-texts.ts';
import { resultLink } from './result-link.ts';

/** The sent-confirmation modal: the message became a website, ready to download. Escape or Close dismisses it. */
export function SentModal({ resultUrl, onClose }: { resultUrl: string | undefined; onClose(): void }) {
  const texts = useProMessagesTexts();
  return (
    <ModalDialog labelledBy="sent-title" describedBy="sent-text" onDismiss={onClose}>
      <div className="p-6 text-center sm:p-8">
        <span aria-hidden="true" className="mx-auto flex size-16 items-center justify-center rounded-full bg-emerald-50 text-3xl ring-8 ring-emerald-50/60">
          ✅
        </span>
        <h2 id="sent-title" className="mt-5 text-2xl font-bold tracking-tight">
          {texts.sentTitle}
        </h2>
        <p id="sent-text" className="mt-2 text-sm text-slate-600">
          {texts.sentText}
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row-reverse">
          {resultUrl && (
            <a href={resultLink(resultUrl)} download data-autofocus className={buttonClass('primary', 'flex-1')}>
              <span aria-hidden="true">⬇</span> {texts.download}
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
