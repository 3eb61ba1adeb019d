import type { StepNumber } from '../builder-texts.ts';
import { AnswersSummary } from '../steps/answers-summary.tsx';
import { ContactStep, KeywordsStep, LanguageStep, StyleDescriptionStep, ThemeDescriptionStep } from '../steps/answer-steps.tsx';
import { StyleStep, ThemeStep } from '../steps/choice-steps.tsx';
import { DomainsFields } from '../steps/domains-step.tsx';
import { FileTypeFields } from '../steps/file-type-fields.tsx';
import { StopWordConflictNote } from '../steps/stop-word-conflict-note.tsx';
import type { WizardValues } from './wizard-values.ts';

interface StepContentProps {
  step: StepNumber;
  values: WizardValues;
  baseTemplate: string | undefined;
  credits: number | undefined;
  goTo(step: StepNumber): void;
}

/** The fields of the current step. */
export function StepContent({ step, values, baseTemplate, credits, goTo }: StepContentProps) {
  switch (step) {
    case 1:
      return <ThemeStep goTo={goTo} />;
    case 2:
      return <ThemeDescriptionStep />;
    case 3:
      return <StyleStep goTo={goTo} />;
    case 4:
      return <StyleDescriptionStep />;
    case 5:
      return <LanguageStep />;
    case 6:
      return <ContactStep />;
    case 7:
      return <KeywordsStep goTo={goTo} />;
    case 8:
      return (
        <div className="grid gap-6">
          <DomainsFields credits={credits} />
          <FileTypeFields />
          <StopWordConflictNote step={8} goTo={goTo} />
          <AnswersSummary values={values} baseTemplate={baseTemplate} goTo={goTo} />
        </div>
      );
  }
}
