import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { Alert } from '../../shared/ui/alert.tsx';
import { EmailConfirmationPanel } from '../email-confirmation/email-confirmation-panel.tsx';
import type { StepNumber } from './builder-texts.ts';
import { BaseTemplateBanner } from './base-template-banner.tsx';
import { CompletionModal } from './generation/completion-modal.tsx';
import { LastGenerationPanel } from './generation/last-generation-panel.tsx';
import { ProgressModal } from './generation/progress-modal.tsx';
import { RegenerateDialog } from './generation/regenerate-dialog.tsx';
import { regenerateQuestion } from './generation/regenerate-question.ts';
import { isGenerating, useGeneration } from './generation/use-generation.ts';
import { FactsPrompt } from './steps/facts-prompt.tsx';
import { currentUserQueryKey, useCredits } from './use-credits.ts';
import { fullWeek, hasNameOrOffers } from './wizard/business-facts-values.ts';
import { fullReviews } from './wizard/owner-facts-values.ts';
import { StepContent } from './wizard/step-content.tsx';
import { nextStep, previousStep, stepBlocker, totalSteps } from './wizard/step-rules.ts';
import { WizardHeader } from './wizard/wizard-header.tsx';
import { WizardNav } from './wizard/wizard-nav.tsx';
import { useStepLink } from './wizard/use-step-link.ts';
import type { WizardRequest } from './generation-client/index.ts';
import { styleSetAside } from './wizard/look-source.ts';
import { baseTemplateFrom, initialWizard, siteCountOf, toWizardRequest, valuesFromRequest, wizardDefaults, type WizardValues } from './wizard/wizard-values.ts';

/**
 * The 8-step builder wizard (spec section 2), its generation and the two generation modals. The generation is
 * kept for the signed-in person, so a reload, a second tab or a later visit comes back to its progress or result.
 */
export function BuilderPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { state, stored, start, closeCompletionModal, markSeen, forget } = useGeneration();
  const [initial] = useState(() => initialWizard(location.state, stored));
  const [baseTemplate, setBaseTemplate] = useState(initial.baseTemplate);
  const form = useForm<WizardValues>({ defaultValues: initial.values });
  const watched = useWatch({ control: form.control });
  const values: WizardValues = { ...wizardDefaults, ...watched, opening_days: fullWeek(watched.opening_days), reviews: fullReviews(watched.reviews) };
  const [step, setStep] = useState<StepNumber>(initial.step);
  const [focusRequests, setFocusRequests] = useState(0);
  // A request waiting for the person's yes, because a finished site is on hand (see regenerateQuestion).
  const [unconfirmed, setUnconfirmed] = useState<{ request: WizardRequest; question: string }>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const stepChosen = useRef(false);
  const credits = useCredits();
  const queryClient = useQueryClient();
  const generating = isGenerating(state);
  const blocker = stepBlocker(step, values);
  const sent = state.request ? valuesFromRequest(state.request).values : undefined;

  const focusTarget = useCallback(() => submitRef.current, []);

  const goTo = (next: StepNumber) => {
    stepChosen.current = true;
    setStep(next);
    setFocusRequests((count) => count + 1);
  };

  // A link from "Before you publish" opens the step that asks the missing fact, over the finished site's dialog.
  useStepLink((linked) => {
    if (state.showCompletionModal) closeCompletionModal();
    goTo(linked);
  });

  // Keyboard and screen-reader users continue from the new step's heading, not from a button that moved.
  useEffect(() => {
    if (stepChosen.current) headingRef.current?.focus();
  }, [step, focusRequests]);

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
      const request = toWizardRequest(submitted, baseTemplate);
      const question = regenerateQuestion(state, request);
      if (question) setUnconfirmed({ request, question });
      else generate(request);
    })(event);

  const generate = (request: WizardRequest) => {
    // The gallery's choice is used up: a reload from now on shows this generation's answers.
    if (location.state) void navigate(location.pathname, { replace: true, state: null });
    void start(request);
  };

  const startNewSite = () => {
    forget();
    form.reset(wizardDefaults);
    setBaseTemplate(baseTemplateFrom(location.state));
    goTo(1);
  };

  return (
    <main className="flex-1 bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-3 py-6 sm:px-6 sm:py-10">
      <div className="mx-auto w-full max-w-4xl">
        <EmailConfirmationPanel />
        <LastGenerationPanel state={state} onStartNew={startNewSite} onDismiss={forget} />
        {baseTemplate && (
          <BaseTemplateBanner
            fileName={baseTemplate}
            styleNote={styleSetAside({ baseTemplate, design_style: values.design_style, features: values.features })}
            onRemove={() => {
              setBaseTemplate(undefined);
              // The gallery's choice is set aside: a reload keeps it so.
              if (location.state) void navigate(location.pathname, { replace: true, state: null });
            }}
          />
        )}
        <FormProvider {...form}>
          <form noValidate onSubmit={submit} className="rounded-2xl border border-slate-200 bg-white shadow-xl shadow-slate-200/60">
            <WizardHeader step={step} credits={credits} headingRef={headingRef} />
            <div className="px-5 py-6 sm:px-8 sm:py-8">
              <StepContent step={step} values={values} baseTemplate={baseTemplate} credits={credits} goTo={goTo} />
              {step >= 3 && !hasNameOrOffers(values) && <FactsPrompt onAdd={() => goTo(2)} />}
              {step === totalSteps && state.phase === 'failed' && !state.accepted && (
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
      {unconfirmed && (
        <RegenerateDialog
          question={unconfirmed.question}
          onCancel={() => setUnconfirmed(undefined)}
          onConfirm={() => {
            setUnconfirmed(undefined);
            generate(unconfirmed.request);
          }}
        />
      )}
      {state.showProgressModal && <ProgressModal state={state} returnFocusTo={focusTarget} />}
      {state.showCompletionModal && (
        <CompletionModal
          trackId={state.trackId}
          request={state.request}
          resultUrl={state.resultUrl}
          siteCount={sent ? siteCountOf(sent) : 1}
          languages={sent ? [sent.site_language, sent.second_site_language] : []}
          onClose={closeCompletionModal}
          onTaken={markSeen}
          returnFocusTo={focusTarget}
        />
      )}
    </main>
  );
}
