import type { Ref } from 'react';
import { Button, buttonClass } from '../../../shared/ui/button.tsx';
import { useBuilderTexts, type StepNumber } from '../builder-texts.ts';
import { isSkippable, totalSteps } from './step-rules.ts';

interface WizardNavProps {
  step: StepNumber;
  /** Why Next or Generate is disabled; shown and tied to the button. */
  blocker: string | undefined;
  generating: boolean;
  onBack(): void;
  onSkip(): void;
  submitRef: Ref<HTMLButtonElement>;
}

/** Back, Skip and Next (Generate on the last step, a submit button so Enter in a field moves on), and Support. */
export function WizardNav({ step, blocker, generating, onBack, onSkip, submitRef }: WizardNavProps) {
  const texts = useBuilderTexts();
  const isLast = step === totalSteps;
  const reasonId = 'wizard-blocker';
  return (
    <div className="rounded-b-2xl border-t border-slate-200 bg-slate-50/60 px-5 py-4 sm:px-8">
      {blocker && (
        <p id={reasonId} className="mb-3 flex gap-2 text-sm font-medium text-amber-800">
          <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0">
            <path fillRule="evenodd" d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-7-4a1 1 0 1 1-2 0 1 1 0 0 1 2 0ZM9 9a.75.75 0 0 0 0 1.5h.25v3.25a.75.75 0 0 0 1.5 0V9.75A.75.75 0 0 0 10 9H9Z" clipRule="evenodd" />
          </svg>
          <span>{blocker}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <a href={texts.supportHref} className="order-last w-full text-center text-sm text-slate-500 hover:text-brand-700 sm:order-first sm:w-auto sm:text-left">
          {texts.supportPrompt} <span className="font-semibold text-brand-700 underline-offset-2 hover:underline">{texts.support}</span>
        </a>
        <div className="flex flex-1 flex-wrap justify-end gap-2 sm:gap-3">
          <Button variant="secondary" onClick={onBack} disabled={step === 1} className="px-3 sm:px-4">
            {texts.back}
          </Button>
          {isSkippable(step) && (
            <Button variant="ghost" onClick={onSkip} className="px-3 sm:px-4">
              {texts.skip}
            </Button>
          )}
          <button
            ref={submitRef}
            type="submit"
            disabled={blocker !== undefined || generating}
            aria-describedby={blocker ? reasonId : undefined}
            className={buttonClass('primary', 'flex-1 sm:flex-none sm:px-8')}
          >
            {isLast ? (generating ? texts.generating : texts.generate) : texts.next}
          </button>
        </div>
      </div>
    </div>
  );
}
