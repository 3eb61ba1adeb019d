import type { UiText } from '../schema.ts';
import { interfaceTexts } from './all.ts';

/** The interface texts of a language of step 5; English for a code the table lacks. */
export function uiFor(code: string): UiText {
  return interfaceTexts[code] ?? (interfaceTexts.en as UiText);
}

/** Whether the engine carries the interface texts of this language. */
export function hasInterfaceTexts(code: string): boolean {
  return Object.hasOwn(interfaceTexts, code);
}
