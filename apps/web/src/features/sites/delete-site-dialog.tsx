import { useId } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import { sitesTexts } from './sites-texts.ts';

interface DeleteSiteDialogProps {
  domains: string;
  pending: boolean;
  error: string | undefined;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a site and everything kept for it are deleted; Cancel has the focus, so Enter alone deletes nothing. */
export function DeleteSiteDialog({ domains, pending, error, onConfirm, onCancel }: DeleteSiteDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <ModalDialog labelledBy={titleId} describedBy={textId} onDismiss={onCancel}>
      <div className="flex flex-col gap-4 p-6">
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {sitesTexts.deleteTitle}
        </h2>
        <p id={textId} className="text-sm text-slate-700">
          {sitesTexts.deleteText(domains)}
        </p>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {sitesTexts.cancel}
          </Button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-red-800 disabled:bg-red-700/60"
          >
            {sitesTexts.deleteConfirm}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
