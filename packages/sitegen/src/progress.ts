import { findStage } from '@sitecraft/shared/generation';
import type { ProgressMessage, StageStatus } from '@sitecraft/shared/generation';

/** A stage report of the engine: the spec's progress message plus the stage's figure. */
export interface ProgressEvent extends ProgressMessage {
  status: StageStatus;
  message: string;
  progress: number;
}

export type ProgressListener = (event: ProgressEvent) => void;

/** Reports stages in order; `extra` is appended to the stage's own text (e.g. a language note). */
export function stageReporter(trackId: string, listener: ProgressListener | undefined) {
  return (status: StageStatus, extra?: string): void => {
    const stage = findStage(status);
    if (!stage || !listener) return;
    listener({ track_id: trackId, status, progress: stage.progress, message: extra ? `${stage.text} ${extra}` : stage.text });
  };
}
