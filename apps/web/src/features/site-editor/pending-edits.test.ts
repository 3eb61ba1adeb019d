import { describe, expect, it } from 'vitest';
import { noPendingEdits, pendingEditsReducer, pendingList, type TextEdit } from './pending-edits.ts';

const edit = (value: string): TextEdit => ({ op: 'text', path: '/editions/0/pages/0/title', value });

describe('unsaved edits', () => {
  it('undoes the last edit and redoes it; a new edit after an undo drops what was undone', () => {
    let state = pendingEditsReducer(noPendingEdits, { type: 'edit', edit: edit('a') });
    state = pendingEditsReducer(state, { type: 'edit', edit: edit('b') });
    state = pendingEditsReducer(state, { type: 'undo' });
    expect(pendingList(state).map((each) => (each.op === 'text' ? each.value : each.upload))).toEqual(['a']);
    state = pendingEditsReducer(state, { type: 'redo' });
    expect(pendingList(state).map((each) => (each.op === 'text' ? each.value : each.upload))).toEqual(['a', 'b']);
    state = pendingEditsReducer(state, { type: 'undo' });
    state = pendingEditsReducer(state, { type: 'edit', edit: edit('c') });
    expect(state).toEqual({ done: [[edit('a')], [edit('c')]], undone: [] });
    expect(pendingEditsReducer(noPendingEdits, { type: 'undo' })).toBe(noPendingEdits);
    expect(pendingEditsReducer(state, { type: 'clear' })).toEqual(noPendingEdits);
  });

  it('takes the texts of a reworded section as one step: one undo takes them all back', () => {
    let state = pendingEditsReducer(noPendingEdits, { type: 'edit', edit: edit('a') });
    state = pendingEditsReducer(state, { type: 'edits', edits: [edit('b'), edit('c')] });
    expect(pendingList(state).map((each) => (each.op === 'text' ? each.value : ''))).toEqual(['a', 'b', 'c']);
    state = pendingEditsReducer(state, { type: 'undo' });
    expect(pendingList(state)).toEqual([edit('a')]);
    expect(pendingEditsReducer(state, { type: 'edits', edits: [] })).toBe(state);
  });
});
