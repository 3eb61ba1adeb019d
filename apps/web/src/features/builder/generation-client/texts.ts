import type { StageStatus } from '@sitecraft/shared/generation';
import type { TFunction } from 'i18next';

/**
 * Texts of the generation client, from the `builder` catalogue (the spec's quoted ones are exact, sections 4 and 8),
 * and each named stage's progress line from `common:stages`, in the interface's language whatever the server wrote.
 */
export function generationTextsOf(t: TFunction<'builder', 'generation'>, stages: TFunction<'common', 'stages'>) {
  return {
    stage: (status: StageStatus) => stages(status),
    started: t('started'),
    done: t('done'),
    failed: t('failed'),
    processingFailedAlert: t('processingFailedAlert'),
    step: (step: number) => t('step', { step }),
    reconnectAttempt: (attempt: number) => t('reconnectAttempt', { attempt }),
    reconnected: t('reconnected'),
    waitingForCompletion: t('waitingForCompletion'),
    startFailed: t('startFailed'),
    startFailedAlert: t('startFailedAlert'),
  };
}

export type GenerationTexts = ReturnType<typeof generationTextsOf>;
