import type { WizardChoice } from '../data/themes.ts';

interface ChoiceGridProps {
  label: string;
  /** Each choice with the words that show it. */
  choices: readonly (WizardChoice & { label: string; hint?: string | undefined })[];
  selected: string;
  onChoose(value: string): void;
  /** The last tile: describe your own instead of choosing. */
  custom: { label: string; hint: string; onChoose(): void };
  columns: string;
  /** Emoji above the label on phones, where two tiles share a row. */
  stackOnPhone?: boolean;
}

const tileClass =
  'flex h-full min-h-14 w-full items-center gap-3 rounded-xl border px-3.5 py-3 text-left text-sm font-semibold transition hover:-translate-y-px hover:border-brand-300 hover:shadow-md';
const stackedTileClass = 'max-sm:flex-col max-sm:justify-center max-sm:gap-1.5 max-sm:px-2 max-sm:text-center';

/** Emoji-labelled tiles to choose one from; each is a toggle button so the chosen one is announced. */
export function ChoiceGrid({ label, choices, selected, onChoose, custom, columns, stackOnPhone = false }: ChoiceGridProps) {
  const tile = stackOnPhone ? `${tileClass} ${stackedTileClass}` : tileClass;
  return (
    <ul aria-label={label} className={`grid gap-2.5 ${columns}`}>
      {choices.map((choice) => {
        const isSelected = choice.value === selected;
        return (
          <li key={choice.value}>
            <button
              type="button"
              aria-pressed={isSelected}
              onClick={() => onChoose(choice.value)}
              className={`${tile} ${isSelected ? 'border-brand-500 bg-brand-50 text-brand-900 ring-2 ring-brand-500' : 'border-slate-200 bg-white text-slate-800'}`}
            >
              <span aria-hidden="true" className="text-2xl leading-none">
                {choice.emoji}
              </span>
              {/* Some names are one long word in some languages (Благотворительность): they break rather than spill. */}
              <span className="min-w-0 max-w-full hyphens-auto [overflow-wrap:anywhere]">
                <span className="block">{choice.label}</span>
                {choice.hint && <span className="mt-0.5 block text-xs font-normal text-slate-500">{choice.hint}</span>}
              </span>
            </button>
          </li>
        );
      })}
      <li>
        <button type="button" onClick={custom.onChoose} className={`${tile} border-dashed border-brand-300 bg-white text-brand-700`}>
          <span aria-hidden="true" className="text-2xl leading-none">
            ✏️
          </span>
          <span className="min-w-0">
            <span className="block">{custom.label}</span>
            <span className="mt-0.5 block text-xs font-normal text-slate-500">{custom.hint}</span>
          </span>
        </button>
      </li>
    </ul>
  );
}
