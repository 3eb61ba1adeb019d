import { stopWordConflictTexts } from '@sitecraft/shared/generation';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../shared/ui/button.tsx';
import { currentLanguage } from '../../../i18n/interface-language.ts';
import { useBuilderTexts, type StepNumber } from '../builder-texts.ts';
import { stopWordConflict } from '../wizard/step-rules.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';

/**
 * A stop word inside the business name, an offer or a keyword, said in the server's words where the stop words are
 * given (step 7) and before generating (step 8), with a way to the answer to change: the wizard never drops either.
 */
export function StopWordConflictNote({ step, goTo }: { step: 7 | 8; goTo(step: StepNumber): void }) {
  const texts = useBuilderTexts();
  const { control } = useFormContext<WizardValues>();
  const [stop_words, business_name, offers, key_words] = useWatch({ control, name: ['stop_words', 'business_name', 'offers', 'key_words'] });
  const conflict = stopWordConflict({ stop_words, business_name, offers, key_words });
  if (!conflict) return null;
  const { field } = conflict;
  return (
    <div className="rounded-lg border border-red-200 bg-red-50 px-4 py-3" data-testid="stop-word-conflict">
      <p className="text-sm text-red-800">{stopWordConflictTexts[currentLanguage()](conflict)}</p>
      <div className="mt-2 flex flex-wrap gap-2 empty:hidden">
        {step === 8 && (
          <Button variant="secondary" size="sm" onClick={() => goTo(7)}>
            {texts.conflictEditStopWords}
          </Button>
        )}
        {field !== 'key_words' && (
          <Button variant="secondary" size="sm" onClick={() => goTo(2)}>
            {texts.conflictChange[field]}
          </Button>
        )}
      </div>
    </div>
  );
}
