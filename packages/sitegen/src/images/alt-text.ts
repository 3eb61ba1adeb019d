import type { SiteCopy, BlogPost } from '../content/schema.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import type { ImageSlot } from '../site/paths.ts';
import type { ImageAsset } from './provider.ts';

const prefixes: Record<string, { art: string; photo: string }> = {
  en: { art: 'Illustration', photo: 'Photo' },
  ru: { art: 'Иллюстрация', photo: 'Фото' },
};

/**
 * Alt text for each picture, in the page's language: what the picture stands for (the
 * business, a page's subject or an article's title), marked as an illustration or a photo.
 */
export function altTexts(
  languageCode: string,
  copy: SiteCopy,
  blogs: readonly BlogPost[],
  assets: Readonly<Record<ImageSlot, ImageAsset>>,
  stopWords: StopWordFilter,
): Record<ImageSlot, string> {
  const subject: Record<ImageSlot, string> = {
    hero: copy.tagline,
    products: copy.products.heading,
    services: copy.services.heading,
    about: copy.about.heading,
    blog1: blogs[0]?.title ?? copy.tagline,
    blog2: blogs[1]?.title ?? copy.tagline,
    blog3: blogs[2]?.title ?? copy.tagline,
  };
  const prefix = prefixes[languageCode];
  const out = {} as Record<ImageSlot, string>;
  for (const slot of Object.keys(subject) as ImageSlot[]) {
    const lead = prefix ? stopWords.phrase(prefix[assets[slot].kind]) : '';
    out[slot] = `${lead ? `${lead}: ` : ''}${subject[slot]}`;
  }
  return out;
}
