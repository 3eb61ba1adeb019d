import { FALLBACK_SIZE, FRAME_SIZE, OUTPUT_SCALE } from './screenshot-settings.ts';
import { captureLabels, screenshotTexts } from './screenshot-texts.ts';
import { frameDocument } from './template-frame.ts';

// The libraries are loaded on first use: the page opens without them.

/** Improved generator: a DOM-to-image capture (modern-screenshot) of the frame's first 1200x800, at scale 0.33. */
export async function captureDom(frame: HTMLIFrameElement): Promise<string> {
  const document = frameDocument(frame, screenshotTexts().frameClosed);
  const { domToPng } = await import('modern-screenshot');
  return domToPng(document.documentElement, { width: FRAME_SIZE.width, height: FRAME_SIZE.height, scale: OUTPUT_SCALE, backgroundColor: '#ffffff' });
}

/** Standard generator: one capture with a canvas renderer (html2canvas-pro) of the frame's first 1200x800, at scale 0.33. */
export async function captureCanvas(frame: HTMLIFrameElement): Promise<string> {
  const document = frameDocument(frame, screenshotTexts().frameClosed);
  const { default: html2canvas } = await import('html2canvas-pro');
  const canvas = await html2canvas(document.body, {
    scale: OUTPUT_SCALE,
    width: FRAME_SIZE.width,
    height: FRAME_SIZE.height,
    windowWidth: FRAME_SIZE.width,
    windowHeight: FRAME_SIZE.height,
    x: 0,
    y: 0,
    scrollX: 0,
    scrollY: 0,
    backgroundColor: '#ffffff',
    logging: false,
  });
  return canvas.toDataURL('image/png');
}

/** The improved generator's fallback: a 400x300 gradient card reading 'Template N' and 'Website Preview'. */
export function drawFallbackCard(template: string): string {
  const canvas = document.createElement('canvas');
  canvas.width = FALLBACK_SIZE.width;
  canvas.height = FALLBACK_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const gradient = context.createLinearGradient(0, 0, FALLBACK_SIZE.width, FALLBACK_SIZE.height);
  gradient.addColorStop(0, '#667eea');
  gradient.addColorStop(1, '#764ba2');
  context.fillStyle = gradient;
  context.fillRect(0, 0, FALLBACK_SIZE.width, FALLBACK_SIZE.height);
  context.fillStyle = '#ffffff';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.font = 'bold 32px system-ui, sans-serif';
  context.fillText(captureLabels.fallbackTitle(template.replace(/\.html$/, '')), FALLBACK_SIZE.width / 2, FALLBACK_SIZE.height / 2 - 20);
  context.font = '18px system-ui, sans-serif';
  context.fillText(captureLabels.fallbackSubtitle, FALLBACK_SIZE.width / 2, FALLBACK_SIZE.height / 2 + 24);
  return canvas.toDataURL('image/png');
}
