import { useFormContext, useWatch } from 'react-hook-form';
import { useBuilderTexts, type StepNumber } from '../builder-texts.ts';
import { designStyles, websiteThemes } from '../data/themes.ts';
import type { WizardValues } from '../wizard/wizard-values.ts';
import { ChoiceGrid } from './choice-grid.tsx';

type GoTo = (step: StepNumber) => void;

/** Step 1: choosing a theme jumps to the style (step 3); describing one goes to step 2. */
export function ThemeStep({ goTo }: { goTo: GoTo }) {
  const texts = useBuilderTexts();
  const { control, setValue } = useFormContext<WizardValues>();
  const selected = useWatch({ control, name: 'site_theme' });
  return (
    <ChoiceGrid
      label={texts.steps[1].title}
      choices={websiteThemes.map((theme) => ({ ...theme, label: texts.themeName(theme.value) }))}
      selected={selected}
      columns="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      stackOnPhone
      onChoose={(theme) => {
        setValue('site_theme', theme);
        goTo(3);
      }}
      custom={{
        label: texts.describeTheme,
        hint: texts.describeThemeHint,
        onChoose: () => {
          setValue('site_theme', '');
          goTo(2);
        },
      }}
    />
  );
}

/** Step 3: a named style jumps to the language (step 5); describing one goes to step 4. */
export function StyleStep({ goTo }: { goTo: GoTo }) {
  const texts = useBuilderTexts();
  const { control, setValue } = useFormContext<WizardValues>();
  const selected = useWatch({ control, name: 'design_style' });
  return (
    <ChoiceGrid
      label={texts.steps[3].title}
      choices={designStyles.map((style) => ({ ...style, label: texts.styleName(style.value), hint: texts.styleHint(style.value) }))}
      selected={selected}
      columns="sm:grid-cols-2"
      onChoose={(style) => {
        setValue('design_style', style);
        goTo(5);
      }}
      custom={{
        label: texts.describeStyle,
        hint: texts.describeStyleHint,
        onChoose: () => {
          setValue('design_style', '');
          goTo(4);
        },
      }}
    />
  );
}
