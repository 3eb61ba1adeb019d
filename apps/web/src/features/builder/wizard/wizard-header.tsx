import type { Ref } from 'react';
import { useBuilderTexts, type StepNumber } from '../builder-texts.ts';
import { totalSteps } from './step-rules.ts';

const stepNumbers = Array.from({ length: totalSteps }, (_, index) => index + 1);

/** The step counter, the credit balance, the progress bar and the step's heading (focused on every step change). */
export function WizardHeader({ step, credits, headingRef }: { step: StepNumber; credits: number | undefined; headingRef: Ref<HTMLHeadingElement> }) {
  const texts = useBuilderTexts();
  const { title, intro } = texts.steps[step];
  return (
    <div className="px-5 pt-6 sm:px-8 sm:pt-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-semibold text-brand-700">{texts.stepOf(step, totalSteps)}</p>
        {credits !== undefined && (
          <p className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-3 py-1 font-medium text-amber-900 ring-1 ring-amber-200">
            <span aria-hidden="true">🪙</span>
            <span>
              {texts.creditsLabel}: <strong className="font-semibold">{texts.credits(credits)}</strong>
            </span>
          </p>
        )}
      </div>
      <div
        role="progressbar"
        aria-label={texts.wizardProgress}
        aria-valuemin={1}
        aria-valuemax={totalSteps}
        aria-valuenow={step}
        aria-valuetext={texts.stepOf(step, totalSteps)}
        className="mt-3 flex gap-1.5"
      >
        {stepNumbers.map((number) => (
          <span key={number} className={`h-2 flex-1 rounded-full transition-colors duration-300 ${number <= step ? 'bg-brand-600' : 'bg-slate-200'}`} />
        ))}
      </div>
      <h1 ref={headingRef} tabIndex={-1} className="mt-6 text-2xl font-bold tracking-tight text-slate-900 outline-none sm:text-3xl">
        {title}
      </h1>
      <p className="mt-2 text-slate-600">{intro}</p>
    </div>
  );
}
