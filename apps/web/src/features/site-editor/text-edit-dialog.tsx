import { useState } from 'react';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import type { TextTarget } from './editor-model.ts';
import { useEditorTexts } from './editor-texts.ts';

/** Edits one text of the site; Apply keeps the change as unsaved, Cancel or Escape drops it. */
export function TextEditDialog({ target, value, onApply, onCancel }: { target: TextTarget; value: string; onApply(value: string): void; onCancel(): void }) {
  const editorTexts = useEditorTexts();
  const [text, setText] = useState(value);
  const [empty, setEmpty] = useState(false);

  return (
    <FormDialog
      title={editorTexts.editText}
      error={empty ? editorTexts.emptyText : undefined}
      submitLabel={editorTexts.apply}
      cancelLabel={editorTexts.cancel}
      onSubmit={() => (text.trim() ? onApply(text.trim()) : setEmpty(true))}
      onCancel={onCancel}
    >
      {(ids) => (
        <>
          <label htmlFor={ids.field} className="text-sm font-medium text-slate-700">
            {target.label}
          </label>
          <textarea
            id={ids.field}
            data-autofocus
            rows={Math.min(8, Math.max(2, Math.ceil(text.length / 60)))}
            maxLength={4000}
            value={text}
            aria-invalid={empty}
            aria-describedby={empty ? ids.error : undefined}
            onChange={(event) => {
              setText(event.target.value);
              setEmpty(false);
            }}
            className="block w-full rounded-lg border border-slate-300 px-3.5 py-2.5 text-base shadow-xs outline-none focus:border-brand-500 focus:ring-3 focus:ring-brand-100"
          />
        </>
      )}
    </FormDialog>
  );
}
