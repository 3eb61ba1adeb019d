import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'react-router';
import { Alert } from '../../shared/ui/alert.tsx';
import { EmailConfirmationPanel } from '../email-confirmation/email-confirmation-panel.tsx';
import type { StepNumber } from './builder-texts.ts';
import { BaseTemplateBanner } from './base-template-banner.tsx';
import { CompletionModal } from './generation/completion-modal.tsx';
import { ProgressModal } from './generation/progress-modal.tsx';
import { isGenerating, useGeneration } from './generation/use-generation.ts';
import { currentUserQueryKey, useCredits } from './use-credits.ts';
import { StepContent } from './wizard/step-content.tsx';
import { nextStep, previousStep, stepBlocker, totalSteps } from './wizard/step-rules.ts';
import { WizardHeader } from './wizard/wizard-header.tsx';
import { WizardNav } from './wizard/wizard-nav.tsx';
import { baseTemplateFrom, siteCountOf, toWizardRequest, wizardDefaults, type WizardValues } from './wizard/wizard-values.ts';

/** The 8-step builder wizard (spec section 2), its generation and the two generation modals. */
export function BuilderPage() {
  const location = useLocation();
  const [baseTemplate] = useState(() => baseTemplateFrom(location.state));
  const form = useForm<WizardValues>({ defaultValues: wizardDefaults });
  const values: WizardValues = { ...wizardDefaults, ...useWatch({ control: form.control }) };
  const [step, setStep] = useState<StepNumber>(1);
  const [startedSiteCount, setStartedSiteCount] = useState(1);
  const [startedLanguages, setStartedLanguages] = useState<string[]>([]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const stepChosen = useRef(false);
  const credits = useCredits();
  const queryClient = useQueryClient();
  const { state, start, closeCompletionModal } = useGeneration();
  const generating = isGenerating(state);
  const blocker = stepBlocker(step, values);

  const focusTarget = useCallback(() => submitRef.current, []);

  const goTo = (next: StepNumber) => {
    stepChosen.current = true;
    setStep(next);
  };

  // Keyboard and screen-reader users continue from the new step's heading, not from a button that moved.
  useEffect(() => {
    if (stepChosen.current) headingRef.current?.focus();
  }, [step]);

  // A start charges credits and a failure refunds them: the balance shown follows both.
  useEffect(() => {
    if (state.phase === 'running' || state.phase === 'completed' || state.phase === 'failed') {
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    }
  }, [state.phase, queryClient]);

  const submit = (event: FormEvent<HTMLFormElement>) =>
    void form.handleSubmit((submitted) => {
      if (stepBlocker(step, submitted) !== undefined) return;
      if (step < totalSteps) return goTo(nextStep(step));
      setStartedSiteCount(siteCountOf(submitted));
      setStartedLanguages([submitted.site_language, submitted.second_site_language]);
      void start(toWizardRequest(submitted, baseTemplate));
    })(event);

  return (
    <main className="flex-1 bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-3 py-6 sm:px-6 sm:py-10">
      <div className="mx-auto w-full max-w-4xl">
        <EmailConfirmationPanel />
        {baseTemplate && <BaseTemplateBanner fileName={baseTemplate} />}
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-200/60">
            <WizardHeader step={step} credits={credits} headingRef={headingRef} />
            <div className="px-5 py-6 sm:px-8 sm:py-8">
              <StepContent step={step} values={values} baseTemplate={baseTemplate} credits={credits} goTo={goTo} />
              {step === totalSteps && state.phase === 'failed' && (
                <div className="mt-6">
                  <Alert tone="error">
                    <p className="font-semibold">{state.text}</p>
                    {state.error && <p className="mt-1">{state.error}</p>}
                  </Alert>
                </div>
              )}
            </div>
            <WizardNav step={step} blocker={blocker} generating={generating} onBack={() => goTo(previousStep(step))} onSkip={() => goTo(nextStep(step))} submitRef={submitRef} />
          </form>
        </FormProvider>
      </div>
      {state.showProgressModal && <ProgressModal state={state} returnFocusTo={focusTarget} />}
      {state.showCompletionModal && <CompletionModal resultUrl={state.resultUrl} siteCount={startedSiteCount} languages={startedLanguages} onClose={closeCompletionModal} returnFocusTo={focusTarget} />}
    </main>
  );
}
