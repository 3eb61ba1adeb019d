import { Button } from '../../../shared/ui/button.tsx';
import { ModalDialog } from '../../../shared/ui/modal-dialog.tsx';
import { useBuilderTexts } from '../builder-texts.ts';

interface RegenerateDialogProps {
  /** The question, from regenerateQuestion. */
  question: string;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before a finished site is paid for again; Cancel has the focus, so Enter or Escape alone spends nothing. */
export function RegenerateDialog({ question, onConfirm, onCancel }: RegenerateDialogProps) {
  const texts = useBuilderTexts();
  return (
    <ModalDialog labelledBy="regenerate-title" describedBy="regenerate-text" onDismiss={onCancel}>
      <div className="flex flex-col gap-4 p-6">
        <h2 id="regenerate-title" className="text-lg font-bold text-slate-900">
          {texts.regenerateTitle}
        </h2>
        <p id="regenerate-text" className="text-sm text-slate-700">
          {question}
        </p>
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onCancel} data-autofocus>
            {texts.cancel}
          </Button>
          <Button onClick={onConfirm}>{texts.regenerateConfirm}</Button>
        </div>
      </div>
    </ModalDialog>
  );
}
