import { normaliseText, type PictureTarget, type TextTarget } from './editor-model.ts';

/** The attribute that ties an element of the preview to the model text it shows. */
export const TARGET_ATTRIBUTE = 'data-sitecraft-edit';
/** The attribute that ties a picture of the preview to the model reference it shows. */
export const PICTURE_ATTRIBUTE = 'data-sitecraft-picture';

/** Elements whose whole text is theirs: no child element shows the same words (the innermost one is the one edited). */
function textElements(doc: Document): Element[] {
  return [...doc.body.querySelectorAll('*')].filter((element) => {
    const text = normaliseText(element.textContent ?? '');
    return text !== '' && ![...element.children].some((child) => normaliseText(child.textContent ?? '') === text);
  });
}

/**
 * Marks each element of the preview that shows a text of the page with that text's pointer (and makes it reachable by
 * Tab). The page renders its texts in model order (menu, sections, footer), so each target takes the first unmarked
 * element that reads like it: a menu word repeated in the footer marks the menu's first, then the footer's. A fact of
 * the business (last among the targets) takes every unmarked element that reads like it: the header's name and the
 * footer's, the contact block's phone and the footer's.
 * Returns how many texts were found on the page.
 */
export function markTextTargets(doc: Document, targets: readonly TextTarget[]): number {
  const elements = textElements(doc);
  const taken = new Set<Element>();
  let marked = 0;
  for (const target of targets) {
    const wanted = normaliseText(target.text);
    const showing = elements.filter((each) => !taken.has(each) && normaliseText(each.textContent ?? '') === wanted);
    for (const element of target.everywhere ? showing : showing.slice(0, 1)) {
      taken.add(element);
      element.setAttribute(TARGET_ATTRIBUTE, target.path);
      element.setAttribute('tabindex', '0');
      element.setAttribute('title', target.label);
    }
    if (showing.length > 0) marked += 1;
  }
  return marked;
}

/** Marks each picture of the page's sections with its reference's pointer, the first unmarked <img> showing its file. */
export function markPictureTargets(doc: Document, targets: readonly PictureTarget[]): void {
  const images = [...doc.body.querySelectorAll('img')];
  const taken = new Set<Element>();
  for (const target of targets) {
    const image = images.find((each) => !taken.has(each) && (each.getAttribute('src') ?? '').endsWith(target.file));
    if (!image) continue;
    taken.add(image);
    image.setAttribute(PICTURE_ATTRIBUTE, target.path);
    image.setAttribute('tabindex', '0');
    image.setAttribute('title', `${target.label}: replace the picture`);
  }
}
