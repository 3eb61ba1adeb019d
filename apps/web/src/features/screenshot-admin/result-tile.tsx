import { Button } from '../../shared/ui/button.tsx';
import { downloadResult } from './browser-io.ts';
import type { ScreenshotResult } from './screenshot-runner.ts';
import type { GeneratorKind } from './screenshot-settings.ts';
import { useScreenshotTexts } from './screenshot-texts.ts';

/** One result: the thumbnail, the template's file name and 'Скачать', or an error tile. */
export function ResultTile({ result, kind }: { result: ScreenshotResult; kind: GeneratorKind }) {
  const screenshotTexts = useScreenshotTexts();
  if (!result.success || !result.dataURL) {
    return (
      <li className="flex min-h-48 flex-col items-center justify-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-center">
        <p className="font-semibold text-red-800">{kind === 'improved' ? screenshotTexts.errorImproved : screenshotTexts.error}</p>
        <p className="font-mono text-sm text-slate-800">{result.template}</p>
        {result.error && <p className="text-sm text-red-800">{result.error}</p>}
        {kind === 'improved' && <p className="text-xs text-slate-600">{screenshotTexts.fallbackUsed}</p>}
      </li>
    );
  }
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <img src={result.dataURL} alt={screenshotTexts.screenshotAlt(result.template)} className="aspect-[3/2] w-full bg-slate-100 object-cover object-top" />
      <div className="flex items-center justify-between gap-2 p-3">
        <p className="font-mono text-sm text-slate-800">{result.template}</p>
        <Button variant="secondary" size="sm" onClick={() => downloadResult(result)}>
          {screenshotTexts.download}
        </Button>
      </div>
    </li>
  );
}
