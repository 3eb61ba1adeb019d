import { useId, useState } from 'react';
import { Button } from '../../shared/ui/button.tsx';
import type { DesignChoice, SectionEdit } from './editor-api.ts';
import type { Palette } from './editor-model.ts';
import { useEditorTexts } from './editor-texts.ts';

interface DesignPanelProps {
  /** The look the site has now. */
  current: { id: string; label: string };
  /** The colours the site has now, which may be another template's than its look. */
  palette: Palette;
  choices: readonly DesignChoice[];
  busy: boolean;
  onEdit(edit: SectionEdit): void;
  onReplaceLogo(): void;
}

function Swatches({ colours }: { colours: readonly string[] }) {
  return (
    <span aria-hidden="true" className="flex overflow-hidden rounded border border-slate-300">
      {colours.map((colour, index) => (
        <span key={`${index}-${colour}`} className="h-5 w-5" style={{ backgroundColor: colour }} />
      ))}
    </span>
  );
}

/** The choice the site has now: the template whose colours it has (for `palette`), else whose look; else the first. */
function currentChoice(choices: readonly DesignChoice[], current: DesignPanelProps['current'], palette?: Palette): string {
  const colours = palette ? [palette.bg, palette.surface, palette.primary, palette.accent, palette.text].join() : undefined;
  const match = choices.find((choice) => choice.swatches.join() === colours) ?? choices.find((choice) => choice.id === current.id) ?? choices[0];
  return match?.id ?? '';
}

/** One choice of a gallery template, starting at the site's own, and the button that applies it (the look, or the colours alone). */
function DesignPicker({ op, initial, choices, busy, onEdit }: { op: 'design' | 'palette'; initial: string } & Pick<DesignPanelProps, 'choices' | 'busy' | 'onEdit'>) {
  const editorTexts = useEditorTexts();
  const selectId = useId();
  const [chosen, setChosen] = useState(initial);
  const choice = choices.find((each) => each.id === chosen);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={selectId} className="text-sm font-medium text-slate-700">
        {op === 'design' ? editorTexts.lookLabel : editorTexts.coloursLabel}
      </label>
      <select id={selectId} value={chosen} disabled={busy} onChange={(event) => setChosen(event.target.value)} className="w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm">
        {choices.map((each) => (
          <option key={each.id} value={each.id}>
            {editorTexts.designOption(each.label, each.scheme)}
          </option>
        ))}
      </select>
      <div className="flex flex-wrap items-center gap-2">
        {choice && <Swatches colours={choice.swatches} />}
        <Button size="sm" variant="secondary" disabled={busy || !choice} onClick={() => onEdit({ op, recipe: chosen })}>
          {op === 'design' ? editorTexts.applyLook : editorTexts.applyColours}
        </Button>
      </div>
    </div>
  );
}

/** The site's look: take another gallery template's whole look, or only its colours. Saved at once, as a new version. */
export function DesignPanel({ current, palette, choices, busy, onEdit, onReplaceLogo }: DesignPanelProps) {
  const editorTexts = useEditorTexts();
  return (
    <section aria-labelledby="design-heading" className="flex flex-col gap-3">
      <h2 id="design-heading" className="text-lg font-bold text-slate-900">
        {editorTexts.design}
      </h2>
      <p className="text-sm text-slate-600">{current.id.startsWith('style-') ? editorTexts.currentLookFromStyle : editorTexts.currentLook(current.label)}</p>
      <DesignPicker op="design" initial={currentChoice(choices, current)} choices={choices} busy={busy} onEdit={onEdit} />
      <DesignPicker op="palette" initial={currentChoice(choices, current, palette)} choices={choices} busy={busy} onEdit={onEdit} />
      <p className="text-sm text-slate-600">{editorTexts.designNote}</p>
      <div>
        <Button size="sm" variant="secondary" disabled={busy} onClick={onReplaceLogo}>
          {editorTexts.replaceLogo}
        </Button>
      </div>
    </section>
  );
}
