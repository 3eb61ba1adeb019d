import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import { ModalDialog } from '../../shared/ui/modal-dialog.tsx';
import type { PictureTarget } from './editor-model.ts';
import { editorTexts } from './editor-texts.ts';

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
  const titleId = useId();
  const fieldId = useId();
  const errorId = useId();
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const shown = problem ?? error;

  return (
    <ModalDialog labelledBy={titleId} onDismiss={onCancel}>
      <form
        className="flex flex-col gap-4 p-6"
        onSubmit={(event) => {
          event.preventDefault();
          if (!file) return setProblem(editorTexts.chooseFile);
          if (!ACCEPTED.includes(file.type)) return setProblem(editorTexts.fileType);
          if (file.size > MAX_BYTES) return setProblem(editorTexts.fileTooLarge);
          onUpload(file);
        }}
      >
        <h2 id={titleId} className="text-lg font-bold text-slate-900">
          {editorTexts.replacePicture}
        </h2>
        <p className="text-sm text-slate-600">{target.label}</p>
        <label htmlFor={fieldId} className="text-sm font-medium text-slate-700">
          {editorTexts.pictureFile}
        </label>
        <input
          id={fieldId}
          data-autofocus
          type="file"
          accept={ACCEPTED.join(',')}
          aria-invalid={Boolean(shown)}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0]);
            setProblem(undefined);
          }}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:font-semibold"
        />
        {shown && (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {shown}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" type="button" onClick={onCancel}>
            {editorTexts.cancel}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? editorTexts.uploading : editorTexts.upload}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
