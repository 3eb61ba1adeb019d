import { Button } from '../../shared/ui/button.tsx';
import { downloadResult } from './browser-io.ts';
import { PublishPreviews } from './publish-previews.tsx';
import { ResultTile } from './result-tile.tsx';
import { downloadAll } from './screenshot-runner.ts';
import { runSettings, type GeneratorKind } from './screenshot-settings.ts';
import { useFormats } from '../../i18n/use-formats.ts';
import { useScreenshotTexts } from './screenshot-texts.ts';
import type { ScreenshotRun } from './use-screenshot-run.ts';

interface GeneratorPanelProps {
  kind: GeneratorKind;
  run: ScreenshotRun;
  /** Another generator is running: one run at a time. */
  otherRunning: boolean;
}

/** One tab of the tool: start, progress with the template in work, and the results grid. */
export function GeneratorPanel({ kind, run, otherRunning }: GeneratorPanelProps) {
  const screenshotTexts = useScreenshotTexts();
  const { number } = useFormats();
  const settings = runSettings(kind);
  const running = run.phase === 'running';
  const ok = run.results.filter((result) => result.success).length;
  const position = run.current ? settings.templates.indexOf(run.current) + 1 : 0;

  return (
    <div className="flex flex-col gap-6">
      <p className="text-slate-600">{kind === 'improved' ? screenshotTexts.improvedAbout : screenshotTexts.standardAbout}</p>
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center gap-4">
          <Button onClick={run.start} disabled={running || otherRunning}>
            {running ? screenshotTexts.running : screenshotTexts.start}
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            {running && run.current ? screenshotTexts.processing(run.current, number.format(position), number.format(settings.templates.length)) : run.phase === 'finished' ? screenshotTexts.finished : ''}
          </p>
        </div>
        <div className="flex items-center gap-3">
          <div
            role="progressbar"
            aria-label={screenshotTexts.progressLabel}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={run.progress}
            className="h-3 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${run.progress}%` }} />
          </div>
          <span className="w-12 text-right text-sm font-semibold tabular-nums text-slate-800">{run.progress}%</span>
        </div>
      </div>

      {run.results.length > 0 && (
        <section aria-labelledby={`${kind}-results`} className="flex flex-col gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <h2 id={`${kind}-results`} className="text-xl font-bold">
              {/* Out of every template of the run, not of those done so far: (2/2) with 19 to go would read as finished. */}
              {screenshotTexts.results(number.format(ok), number.format(settings.templates.length))}
              {running && <span className="text-base font-medium text-slate-600"> — {screenshotTexts.resultsRunning}</span>}
            </h2>
            <div className="flex flex-wrap items-start gap-3">
              <Button variant="secondary" disabled={ok === 0} onClick={() => downloadAll(run.results, settings.downloadSpacingMs, downloadResult)}>
                {screenshotTexts.downloadAll}
              </Button>
              <PublishPreviews results={run.results} disabled={running} />
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {run.results.map((result) => (
              <ResultTile key={result.template} result={result} kind={kind} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
