import { useEffect, useRef } from 'react';
import { normaliseText, type PictureTarget, type TextTarget } from './editor-model.ts';
import { markPictureTargets, markTextTargets, PICTURE_ATTRIBUTE, TARGET_ATTRIBUTE } from './preview-targets.ts';

const EDITABLE_STYLE = `[${TARGET_ATTRIBUTE}]{cursor:text}[${PICTURE_ATTRIBUTE}]{cursor:pointer}[${TARGET_ATTRIBUTE}]:hover,[${TARGET_ATTRIBUTE}]:focus,[${PICTURE_ATTRIBUTE}]:hover,[${PICTURE_ATTRIBUTE}]:focus{outline:2px dashed #4f46e5;outline-offset:2px}`;

interface EditorPreviewProps {
  src: string;
  title: string;
  /** The page's texts as saved; `pending` holds their unsaved values by pointer. */
  targets: readonly TextTarget[];
  pending: ReadonlyMap<string, string>;
  /** The page's pictures; `pendingPictures` holds local addresses of replacements not saved yet. */
  pictures: readonly PictureTarget[];
  pendingPictures: ReadonlyMap<string, string>;
  editable: boolean;
  onPick(target: TextTarget): void;
  onPickPicture(target: PictureTarget): void;
}

/** Shows every marked element with its unsaved text, or the saved one when an edit was undone. */
function showTexts(doc: Document, targets: readonly TextTarget[], pending: ReadonlyMap<string, string>): void {
  for (const target of targets) {
    const text = pending.get(target.path) ?? target.text;
    // Compared as read: a phone the page keeps on one line (non-breaking spaces and hyphens) is left as the page wrote it.
    for (const element of doc.querySelectorAll(`[${TARGET_ATTRIBUTE}="${target.path}"]`)) if (normaliseText(element.textContent ?? '') !== normaliseText(text)) element.textContent = text;
  }
}

/** Shows each replaced picture's chosen file (its responsive widths dropped until it is saved). */
function showPictures(doc: Document, pending: ReadonlyMap<string, string>): void {
  for (const [path, preview] of pending) {
    const image = doc.querySelector<HTMLImageElement>(`[${PICTURE_ATTRIBUTE}="${path}"]`);
    if (image && image.getAttribute('src') !== preview) {
      image.removeAttribute('srcset');
      image.setAttribute('src', preview);
    }
  }
}

/**
 * The page in a sandboxed frame (no script runs in it; it keeps our origin, so this page can reach into it). Its texts
 * are marked, reachable by Tab, and open the text editor on a click or Enter; links do not navigate while editing.
 */
export function EditorPreview({ src, title, targets, pending, pictures, pendingPictures, editable, onPick, onPickPicture }: EditorPreviewProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  // The frame's listeners outlive renders: they read the newest props from here.
  const latest = useRef({ targets, pending, pictures, pendingPictures, editable, onPick, onPickPicture });
  useEffect(() => {
    latest.current = { targets, pending, pictures, pendingPictures, editable, onPick, onPickPicture };
    const doc = frame.current?.contentDocument;
    if (doc?.body) {
      showTexts(doc, targets, pending);
      showPictures(doc, pendingPictures);
    }
  }, [targets, pending, pictures, pendingPictures, editable, onPick, onPickPicture]);

  const prepare = () => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body || !latest.current.editable) return;
    const style = doc.createElement('style');
    style.textContent = EDITABLE_STYLE;
    doc.head.append(style);
    markTextTargets(doc, latest.current.targets);
    markPictureTargets(doc, latest.current.pictures);
    showTexts(doc, latest.current.targets, latest.current.pending);
    showPictures(doc, latest.current.pendingPictures);
    const pick = (event: Event) => {
      if (event.type === 'keydown' && (event as KeyboardEvent).key !== 'Enter') return;
      const clicked = event.target as Element | null;
      const picture = clicked?.closest?.(`[${PICTURE_ATTRIBUTE}]`);
      const pictureTarget = picture && latest.current.pictures.find((each) => each.path === picture.getAttribute(PICTURE_ATTRIBUTE));
      const element = clicked?.closest?.(`[${TARGET_ATTRIBUTE}]`);
      const target = element && latest.current.targets.find((each) => each.path === element.getAttribute(TARGET_ATTRIBUTE));
      if (event.type === 'click' || target || pictureTarget) event.preventDefault();
      if (pictureTarget) latest.current.onPickPicture(pictureTarget);
      else if (target) latest.current.onPick(target);
    };
    doc.addEventListener('click', pick, true);
    doc.addEventListener('keydown', pick, true);
  };

  return <iframe ref={frame} src={src} title={title} sandbox="allow-same-origin" onLoad={prepare} className="h-[70vh] w-full rounded-xl border border-slate-200 bg-white lg:sticky lg:top-20 lg:h-[calc(100dvh-6rem)] lg:self-start" />;
}
