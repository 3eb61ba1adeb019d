import { captureCanvas, captureDom, drawFallbackCard } from './capture.ts';
import type { CaptureIo, ScreenshotResult } from './screenshot-runner.ts';
import { pngNameOf } from './screenshot-settings.ts';
import { loadTemplateFrame } from './template-frame.ts';

/** The real browser behind a run: hidden frames, the two capture libraries, the canvas fallback and the console. */
export const browserCaptureIo: CaptureIo<HTMLIFrameElement> = {
  sleep: (ms) => new Promise((resolve) => window.setTimeout(resolve, ms)),
  loadFrame: loadTemplateFrame,
  removeFrame: (frame) => frame.remove(),
  captureDom,
  captureCanvas,
  drawFallback: drawFallbackCard,
  logError: (label, template, error) => console.error(label, template, error),
};

/** Saves one result as a PNG named after its template (5.html gives 5.png). */
export function downloadResult(result: ScreenshotResult): void {
  if (!result.dataURL) return;
  const link = document.createElement('a');
  link.href = result.dataURL;
  link.download = pngNameOf(result.template);
  document.body.append(link);
  link.click();
  link.remove();
}
