import { useState } from 'react';
import { FormDialog } from '../../shared/ui/form-dialog.tsx';
import type { PictureTarget } from './editor-model.ts';
import { useEditorTexts } from './editor-texts.ts';

const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp'];
const MAX_BYTES = 10 * 1024 * 1024;

interface ReplacePictureDialogProps {
  target: PictureTarget;
  pending: boolean;
  /** The server's refusal of the last upload, if any. */
  error: string | undefined;
  onUpload(file: File): void;
  onCancel(): void;
}

/** Chooses a JPEG, PNG or WebP file (up to 10 MB) to replace one picture; the server checks it again. */
export function ReplacePictureDialog({ target, pending, error, onUpload, onCancel }: ReplacePictureDialogProps) {
  const editorTexts = useEditorTexts();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;
  const submit = () => {
    if (!file) return setProblem(editorTexts.chooseFile);
    if (!ACCEPTED.includes(file.type)) return setProblem(editorTexts.fileType);
    if (file.size > MAX_BYTES) return setProblem(editorTexts.fileTooLarge);
    onUpload(file);
  };

  return (
    <FormDialog
      title={editorTexts.replacePicture}
      error={shown}
      submitLabel={pending ? editorTexts.uploading : editorTexts.upload}
      cancelLabel={editorTexts.cancel}
      submitting={pending}
      onSubmit={submit}
      onCancel={onCancel}
    >
      {(ids) => (
        <>
          <p className="text-sm text-slate-600">{target.label}</p>
          <label htmlFor={ids.field} className="text-sm font-medium text-slate-700">
            {editorTexts.pictureFile}
          </label>
          <input
            id={ids.field}
            data-autofocus
            type="file"
            accept={ACCEPTED.join(',')}
            aria-invalid={Boolean(shown)}
            aria-describedby={shown ? ids.error : undefined}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setProblem(undefined);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
          />
        </>
      )}
    </FormDialog>
  );
}
