/** An edit of a text waiting to be saved, as the versions API takes it. */
export interface TextEdit {
  op: 'text';
  path: string;
  value: string;
}

/** A picture replaced by an upload, waiting to be saved; `preview` is a local address of the chosen file. */
export interface ImageEdit {
  op: 'image';
  path: string;
  upload: string;
  preview: string;
}

export type PendingEdit = TextEdit | ImageEdit;

/** The edit as the versions API takes it (without what only the preview needs). */
export const apiEdit = (edit: PendingEdit) => (edit.op === 'image' ? { op: edit.op, path: edit.path, upload: edit.upload } : edit);

/**
 * Unsaved edits (texts, pictures) with undo and redo, in steps: one change made by hand, or every text of a section
 * reworded at once. `done` in the order made, `undone` the most recently undone last.
 */
export interface PendingEdits {
  done: PendingEdit[][];
  undone: PendingEdit[][];
}

export const noPendingEdits: PendingEdits = { done: [], undone: [] };

export type PendingAction = { type: 'edit'; edit: PendingEdit } | { type: 'edits'; edits: PendingEdit[] } | { type: 'undo' } | { type: 'redo' } | { type: 'clear' };

/** Every unsaved edit, in the order made. */
export const pendingList = (state: PendingEdits): PendingEdit[] => state.done.flat();

export function pendingEditsReducer(state: PendingEdits, action: PendingAction): PendingEdits {
  switch (action.type) {
    case 'edit':
      return { done: [...state.done, [action.edit]], undone: [] };
    case 'edits':
      return action.edits.length > 0 ? { done: [...state.done, action.edits], undone: [] } : state;
    case 'undo': {
      const last = state.done.at(-1);
      return last ? { done: state.done.slice(0, -1), undone: [...state.undone, last] } : state;
    }
    case 'redo': {
      const next = state.undone.at(-1);
      return next ? { done: [...state.done, next], undone: state.undone.slice(0, -1) } : state;
    }
    case 'clear':
      return noPendingEdits;
  }
}
