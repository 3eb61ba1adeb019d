import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useBuilderTexts } from '../builder-texts.ts';
import { homePageMaxLength, homePageProblem } from '../wizard/home-page-rules.ts';
import { defaultHomePageName, fileTypes, type WizardValues } from '../wizard/wizard-values.ts';

const optionClass =
  'flex min-h-11 cursor-pointer gap-3 rounded-xl border border-slate-300 bg-white p-4 transition-colors hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-100';

/** The PHP home page's name: optional, checked by the request schema's rule as it is typed. */
function HomePageField() {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const [fileType, name, stopWords] = useWatch({ control, name: ['file_extension', 'rename_index', 'stop_words'] });
  const problem = homePageProblem({ file_extension: fileType, rename_index: name, stop_words: stopWords });
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {texts.homePageLabel}
      </label>
      <input
        id={id}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={homePageMaxLength}
        placeholder={defaultHomePageName}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={`block min-h-11 w-full rounded-lg border bg-white px-3.5 py-2.5 text-base shadow-xs outline-none transition focus:ring-3 sm:max-w-xs ${
          problem ? 'border-red-400 focus:ring-red-100' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-100'
        }`}
        {...register('rename_index')}
      />
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-500">
        {texts.homePageHint}
      </p>
      {problem && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}

/** Step 8's file type: HTML (the default, for any hosting) or PHP, and for PHP the home page's name. */
export function FileTypeFields() {
  const texts = useBuilderTexts();
  const { control, register } = useFormContext<WizardValues>();
  const fileType = useWatch({ control, name: 'file_extension' });
  const hintId = useId();
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="text-sm font-medium text-slate-700">{texts.fileTypeLegend}</legend>
      <p id={hintId} className="mt-0.5 text-sm text-slate-500">
        {texts.fileTypeHint}
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        {fileTypes.map((type) => (
          <label key={type} className={optionClass}>
            <input
              type="radio"
              value={type}
              aria-labelledby={`${hintId}-${type}-label`}
              aria-describedby={`${hintId}-${type}`}
              className="mt-0.5 size-5 shrink-0 accent-brand-600"
              {...register('file_extension')}
            />
            <span className="min-w-0">
              <span id={`${hintId}-${type}-label`} className="block font-semibold text-slate-900">
                {texts.fileTypes[type].label}
              </span>
              <span id={`${hintId}-${type}`} className="mt-0.5 block text-sm text-slate-600">
                {texts.fileTypes[type].hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {fileType === 'PHP' && (
        <div className="mt-4">
          <HomePageField />
        </div>
      )}
    </fieldset>
  );
}
