import { splitDomains } from '@sitecraft/shared/generation';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Alert } from '../../../shared/ui/alert.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { useBuilderTexts } from '../builder-texts.ts';
import { maxSiteCount, minSiteCount, siteCountOf, type WizardValues } from '../wizard/wizard-values.ts';
import { ListPreview } from './fields.tsx';

const stepperClass = 'flex size-11 items-center justify-center text-xl font-semibold text-slate-700 hover:bg-slate-100 active:bg-slate-200';

/** site_count from 1 to 10: a number field between a minus and a plus button. */
function SiteCountControl() {
  const texts = useBuilderTexts();
  const { control, register, setValue } = useFormContext<WizardValues>();
  const count = siteCountOf({ site_count: useWatch({ control, name: 'site_count' }) });
  const id = useId();
  const set = (next: number) => setValue('site_count', String(siteCountOf({ site_count: String(next) })), { shouldDirty: true });
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {texts.siteCountLabel}
      </label>
      <div className="inline-flex overflow-hidden rounded-lg border border-slate-300 bg-white shadow-xs focus-within:border-brand-500 focus-within:ring-3 focus-within:ring-brand-100">
        <button type="button" aria-label={texts.fewerSites} aria-controls={id} onClick={() => set(count - 1)} className={`${stepperClass} border-r border-slate-200`}>
          −
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={minSiteCount}
          max={maxSiteCount}
          className="w-16 [appearance:textfield] bg-transparent text-center text-base font-semibold tabular-nums outline-none [&::-webkit-inner-spin-button]:appearance-none"
          {...register('site_count', { onBlur: () => set(count) })}
        />
        <button type="button" aria-label={texts.moreSites} aria-controls={id} onClick={() => set(count + 1)} className={`${stepperClass} border-l border-slate-200`}>
          +
        </button>
      </div>
    </div>
  );
}

/** Step 8's answers: the domains and how many websites; the count of domains must match. */
export function DomainsFields({ credits }: { credits: number | undefined }) {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const [domainName, siteCount] = useWatch({ control, name: ['domain_name', 'site_count'] });
  const wanted = siteCountOf({ site_count: siteCount });
  const domains = splitDomains(domainName);
  const hintId = useId();
  const matches = domains.length === wanted;
  return (
    <div className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-[1fr_auto] sm:items-start">
        <div>
          <TextField
            label={texts.domainLabel}
            autoComplete="off"
            spellCheck={false}
            maxLength={2600}
            placeholder={texts.domainPlaceholder(wanted)}
            aria-describedby={hintId}
            {...register('domain_name')}
          />
          <p id={hintId} className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-sm text-slate-500">
            <span>{texts.domainHint}</span>
            <span className={matches ? 'font-medium text-emerald-700' : 'font-medium text-amber-700'}>
              {matches ? '✓ ' : ''}
              {texts.domainsCounted(domains.length, wanted)}
            </span>
          </p>
          <ListPreview label={texts.domainLabel} entries={domains} />
        </div>
        <SiteCountControl />
      </div>
      {credits !== undefined && credits < wanted ? (
        <Alert tone="error">{texts.creditsShort(credits, wanted)}</Alert>
      ) : (
        <p className="text-sm text-slate-600">{texts.creditsCost(wanted)}</p>
      )}
    </div>
  );
}
