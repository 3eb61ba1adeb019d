import { useState, type KeyboardEvent } from 'react';
import { RequireAdmin } from '../../shared/session/require-admin.tsx';
import { GeneratorPanel } from './generator-panel.tsx';
import type { GeneratorKind } from './screenshot-settings.ts';
import { useScreenshotTexts } from './screenshot-texts.ts';
import { useScreenshotRun } from './use-screenshot-run.ts';

const tabs: { kind: GeneratorKind; label: 'improvedTab' | 'standardTab' }[] = [
  { kind: 'improved', label: 'improvedTab' },
  { kind: 'standard', label: 'standardTab' },
];

function ScreenshotTool() {
  const screenshotTexts = useScreenshotTexts();
  const [active, setActive] = useState<GeneratorKind>('improved');
  const runs = { improved: useScreenshotRun('improved'), standard: useScreenshotRun('standard') };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = active === 'improved' ? 'standard' : 'improved';
    setActive(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{screenshotTexts.title}</h1>
      <section aria-labelledby="instructions-title" className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-brand-900">
        <h2 id="instructions-title" className="font-semibold">
          {screenshotTexts.instructionsTitle}
        </h2>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
          {screenshotTexts.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p role="note" className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {screenshotTexts.warning}
        </p>
      </section>

      <div role="tablist" aria-label={screenshotTexts.tabsLabel} className="flex gap-2 border-b border-slate-200">
        {tabs.map((tab) => (
          <button
            key={tab.kind}
            id={`tab-${tab.kind}`}
            type="button"
            role="tab"
            aria-selected={active === tab.kind}
            aria-controls={`panel-${tab.kind}`}
            tabIndex={active === tab.kind ? 0 : -1}
            onClick={() => setActive(tab.kind)}
            onKeyDown={onTabKey}
            className={`-mb-px min-h-11 border-b-2 px-4 py-2 text-sm font-semibold ${active === tab.kind ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}
          >
            {screenshotTexts[tab.label]}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div key={tab.kind} id={`panel-${tab.kind}`} role="tabpanel" aria-labelledby={`tab-${tab.kind}`} hidden={active !== tab.kind}>
          <GeneratorPanel kind={tab.kind} run={runs[tab.kind]} otherRunning={runs[tab.kind === 'improved' ? 'standard' : 'improved'].phase === 'running'} />
        </div>
      ))}
    </main>
  );
}

/** /screenshot-admin: preview screenshots of the example templates, for admins only. */
export function ScreenshotAdminPage() {
  return (
    <RequireAdmin>
      <ScreenshotTool />
    </RequireAdmin>
  );
}
