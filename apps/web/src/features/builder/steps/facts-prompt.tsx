import { useBuilderTexts } from '../builder-texts.ts';

/**
 * Steps 3 to 8, while no business name and no offers are given: one line back to step 2, where they are asked. It
 * follows the step's own fields, so Tab from the step's heading still reaches them first.
 */
export function FactsPrompt({ onAdd }: { onAdd(): void }) {
  const texts = useBuilderTexts();
  return (
    <button
      type="button"
      onClick={onAdd}
      className="group mt-6 flex min-h-11 w-full items-center gap-3 rounded-xl border border-dashed border-brand-300 bg-brand-50/60 px-4 py-2 text-left text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50"
    >
      <span aria-hidden="true" className="text-lg leading-none">
        🏷️
      </span>
      <span className="flex-1">{texts.factsPrompt}</span>
      <span aria-hidden="true" className="transition-transform group-hover:translate-x-0.5">
        →
      </span>
    </button>
  );
}
