import { useId, type ReactNode } from 'react';
import { Button } from './button.tsx';
import { ModalDialog } from './modal-dialog.tsx';

interface FormDialogProps {
  title: string;
  /** The form's fields; `ids` names the field (for its label) and the error line (for aria-describedby). */
  children: (ids: { field: string; error: string }) => ReactNode;
  /** The problem to show under the fields, announced when it appears. */
  error?: string | undefined;
  submitLabel: string;
  cancelLabel: string;
  submitting?: boolean;
  onSubmit(): void;
  onCancel(): void;
}

/** A small modal form: a title, its fields, a problem line, and Cancel beside the submit button. Escape cancels. */
export function FormDialog({ title, children, error, submitLabel, cancelLabel, submitting = false, onSubmit, onCancel }: FormDialogProps) {
  const titleId = useId();
  const field = useId();
  const errorId = useId();
  return (
    <ModalDialog labelledBy={titleId} onDismiss={onCancel}>
      <form
        className="flex flex-col gap-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {children({ field, error: errorId })}
        {error && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onCancel}>
            {cancelLabel}
          </Button>
          <Button type="submit" disabled={submitting}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
