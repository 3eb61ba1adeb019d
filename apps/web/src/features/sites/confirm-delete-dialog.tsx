import { useId } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';

interface ConfirmDeleteDialogProps {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  pending: boolean;
  error: string | undefined;
  onConfirm(): void;
  onCancel(): void;
  /** Where the focus goes when the dialog closes, if not back to the button that opened it (see ModalDialog). */
  returnFocusTo?: () => HTMLElement | null;
}

/** Asks before something is deleted for good (a site, a message); Cancel has the focus, so Enter alone deletes nothing. */
export function ConfirmDeleteDialog({ title, text, confirmLabel, cancelLabel, pending, error, onConfirm, onCancel, returnFocusTo }: ConfirmDeleteDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onDismiss={onCancel} returnFocusTo={returnFocusTo}>
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        <p id={textId} className="break-words text-sm text-slate-700">
          {text}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:bg-red-700/60"
          >
            {confirmLabel}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
