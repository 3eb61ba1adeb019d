import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import type { SenderState } from './message-sender.ts';
import { useProMessagesTexts } from './pro-messages-texts.ts';

/** The 'generating' modal: open while the message is processed; it cannot be dismissed. */
export function GeneratingModal({ state }: { state: SenderState }) {
  const texts = useProMessagesTexts();
  const percent = Math.round(state.progress);
  return (
    <ModalDialog labelledBy="generating-title" describedBy="generating-warning">
      <div className="p-6 sm:p-8">
        <div className="flex items-center gap-4">
          <span aria-hidden="true" className="relative flex size-12 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-2xl">
            <span className="absolute inset-0 animate-ping rounded-2xl bg-brand-100 opacity-60" />
            <span className="relative">✉️</span>
          </span>
          <div>
            <h2 id="generating-title" className="text-xl font-bold tracking-tight">
              {texts.generatingTitle}
            </h2>
            <p id="generating-warning" className="mt-0.5 text-sm font-medium text-amber-700">
              {texts.generatingWarning}
            </p>
          </div>
        </div>
        <div className="mt-7 flex items-end justify-between text-sm">
          <span className="font-medium text-slate-700">{texts.progressLabel}</span>
          <span aria-hidden="true" className="text-2xl font-bold tabular-nums text-brand-700">
            {percent}%
          </span>
        </div>
        <div role="progressbar" aria-label={texts.progressLabel} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-2 h-3 overflow-hidden rounded-full bg-slate-100">
          <div className="h-full rounded-full bg-gradient-to-r from-brand-500 to-violet-500 transition-[width] duration-500 ease-out" style={{ width: `${percent}%` }} />
        </div>
        <p role="status" className="mt-4 min-h-10 text-sm text-slate-600">
          {state.text}
        </p>
      </div>
    </ModalDialog>
  );
}
