import { FRAME_SIZE } from './screenshot-settings.ts';

const LOAD_TIMEOUT_MS = 30_000;

/**
 * Loads /examples/<template> in a hidden, off-screen 1200x800 frame and resolves once it has loaded. The
 * frame is sandboxed without scripts: the template's document stays readable by the capture libraries (same
 * origin) while no code of the template runs in our origin. Rejects when the page is not served (a frame's
 * load event fires for an error page too, so the status is asked first), fails to load or takes over 30 s.
 */
export async function loadTemplateFrame(template: string): Promise<HTMLIFrameElement> {
  const src = `/examples/${encodeURIComponent(template)}`;
  const response = await fetch(src, { method: 'HEAD', cache: 'no-store' }).catch(() => undefined);
  if (!response?.ok) throw new Error(`${src}: ${response ? `HTTP ${response.status}` : 'no answer'}`);

  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.title = template;
  frame.width = String(FRAME_SIZE.width);
  frame.height = String(FRAME_SIZE.height);
  Object.assign(frame.style, { position: 'fixed', left: '-10000px', top: '0', width: `${FRAME_SIZE.width}px`, height: `${FRAME_SIZE.height}px`, border: '0' });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new Error(`${src}: timed out`)), LOAD_TIMEOUT_MS);
      frame.addEventListener('load', () => (window.clearTimeout(timer), resolve()), { once: true });
      frame.addEventListener('error', () => (window.clearTimeout(timer), reject(new Error(`${src}: load error`))), { once: true });
      frame.src = src;
      document.body.append(frame);
    });
  } catch (error) {
    frame.remove();
    throw error;
  }
  return frame;
}

/** The frame's document, or an error when the template's page refuses to be read (an opaque origin). */
export function frameDocument(frame: HTMLIFrameElement, closedMessage: string): Document {
  const document = frame.contentDocument;
  if (!document?.documentElement) throw new Error(closedMessage);
  return document;
}
