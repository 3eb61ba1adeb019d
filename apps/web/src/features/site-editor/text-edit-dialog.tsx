import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import type { TextTarget } from './editor-model.ts';
import { editorTexts } from './editor-texts.ts';

/** Edits one text of the site; Apply keeps the change as unsaved, Cancel or Escape drops it. */
export function TextEditDialog({ target, value, onApply, onCancel }: { target: TextTarget; value: string; onApply(value: string): void; onCancel(): void }) {
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [text, setText] = useState(value);
  const [empty, setEmpty] = useState(false);
  const apply = () => {
    if (!text.trim()) return setEmpty(true);
    onApply(text.trim());
  };

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onCancel}>
      <form
        className="flex flex-col gap-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {editorTexts.editText}
        </h2>
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
          {target.label}
        </label>
        <textarea
          id={fieldId}
          data-autofocus
          rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60)))}
          maxLength={4000}
          value={text}
          aria-invalid={empty}
          aria-describedby={empty ? errorId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setEmpty(false);
          }}
          className="block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base shadow-xs outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100"
        />
        {empty && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {editorTexts.emptyText}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onCancel}>
            {editorTexts.cancel}
          </Button>
          <Button type="submit">{editorTexts.apply}</Button>
        </div>
      </form>
    </ModalDialog>
  );
}
