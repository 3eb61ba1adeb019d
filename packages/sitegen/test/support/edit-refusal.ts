import { applySiteEdits, SiteEditError, type SiteModel } from '../../src/index.ts';

/** The message with which the edits are refused; throws when they are taken, or fail otherwise. */
export function editRefusal(model: SiteModel, edits: Parameters<typeof applySiteEdits>[1]): string {
  try {
    applySiteEdits(model, edits);
  } catch (error) {
    if (error instanceof SiteEditError) return error.message;
    throw error;
  }
  throw new Error('the edits were taken');
}
