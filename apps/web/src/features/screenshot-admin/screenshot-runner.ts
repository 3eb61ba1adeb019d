import type { GeneratorSettings } from './screenshot-settings.ts';
import { captureLabels, screenshotTexts } from './screenshot-texts.ts';

/** The spec's screenshot result record; `fallback` marks the improved generator's drawn card. */
export interface ScreenshotResult {
  template: string;
  dataURL: string | null;
  success: boolean;
  error?: string;
  fallback?: boolean;
}

/** What a run needs from the browser, injected so its order and timings are tested with fake timers. */
export interface CaptureIo<Frame> {
  sleep(ms: number): Promise<void>;
  /** Loads /examples/<template> in a hidden 1200x800 frame; rejects when the page cannot be loaded. */
  loadFrame(template: string): Promise<Frame>;
  removeFrame(frame: Frame): void;
  /** Improved: a DOM-to-image capture of the frame, as a PNG data URL. */
  captureDom(frame: Frame): Promise<string>;
  /** Standard: one capture with a canvas renderer, as a PNG data URL. */
  captureCanvas(frame: Frame): Promise<string>;
  /** Improved: the 400x300 fallback card of a template. */
  drawFallback(template: string): string;
  logError(label: string, template: string, error: unknown): void;
}

export interface RunState {
  /** The template in work, or null before the first and after the last. */
  current: string | null;
  /** 0 to 100, advancing by one template out of the total. */
  progress: number;
  results: ScreenshotResult[];
}

const failure = (template: string, error: string): ScreenshotResult => ({ template, dataURL: null, success: false, error });
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error)) || screenshotTexts().error;

async function captureImproved<Frame>(template: string, settings: GeneratorSettings, io: CaptureIo<Frame>): Promise<ScreenshotResult> {
  let frame: Frame;
  try {
    frame = await io.loadFrame(template);
  } catch {
    return failure(template, screenshotTexts().loadFailed);
  }
  try {
    await io.sleep(settings.afterLoadMs);
    return { template, dataURL: await io.captureDom(frame), success: true };
  } catch (error) {
    io.logError(captureLabels.logDomError, template, error);
    await io.sleep(settings.fallbackWaitMs);
    return { template, dataURL: io.drawFallback(template), success: true, fallback: true };
  } finally {
    io.removeFrame(frame);
  }
}

async function captureStandard<Frame>(template: string, settings: GeneratorSettings, io: CaptureIo<Frame>): Promise<ScreenshotResult> {
  let frame: Frame;
  try {
    frame = await io.loadFrame(template);
  } catch {
    return failure(template, screenshotTexts().loadFailed);
  }
  try {
    await io.sleep(settings.afterLoadMs);
    return { template, dataURL: await io.captureCanvas(frame), success: true };
  } catch (error) {
    io.logError(captureLabels.logCaptureError, template, error);
    return failure(template, messageOf(error));
  } finally {
    io.removeFrame(frame);
  }
}

/**
 * Captures the generator's templates one after another, reporting the state after every step; stops between
 * templates when `signal` aborts (the page was left). Resolves with every result.
 */
export async function runScreenshots<Frame>(
  settings: GeneratorSettings,
  io: CaptureIo<Frame>,
  onState: (state: RunState) => void,
  signal?: AbortSignal,
): Promise<ScreenshotResult[]> {
  const total = settings.templates.length;
  const results: ScreenshotResult[] = [];
  onState({ current: null, progress: 0, results: [] });
  for (const [index, template] of settings.templates.entries()) {
    if (signal?.aborted) break;
    onState({ current: template, progress: Math.round((index / total) * 100), results: [...results] });
    const capture = settings.kind === 'improved' ? captureImproved : captureStandard;
    results.push(await capture(template, settings, io));
    onState({ current: template, progress: Math.round(((index + 1) / total) * 100), results: [...results] });
    if (index < total - 1) await io.sleep(settings.pauseMs);
  }
  onState({ current: null, progress: Math.round((results.length / total) * 100), results: [...results] });
  return results;
}

/** Starts the download of every successful result, the n-th one n × `spacingMs` after the first. */
export function downloadAll(
  results: readonly ScreenshotResult[],
  spacingMs: number,
  download: (result: ScreenshotResult) => void,
  schedule: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
): void {
  results
    .filter((result) => result.success && result.dataURL)
    .forEach((result, index) => {
      schedule(() => download(result), index * spacingMs);
    });
}
