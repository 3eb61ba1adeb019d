import type { StageStatus } from '@sitecraft/shared/generation';
import type { CopyBrief } from '../ai/provider.ts';
import type { Language } from '../brief/languages.ts';
import type { RunPlan } from '../brief/plan.ts';
import type { BlogPost, SiteCopy, UiText } from '../content/schema.ts';
import { GenerationError, throwIfAborted } from '../errors.ts';
import { altTexts } from '../images/alt-text.ts';
import { OfflineArt } from '../images/offline-art.ts';
import type { ImageAsset, ImageProvider, ImageRequest } from '../images/provider.ts';
import { ensureKeywords } from '../content/keywords.ts';
import type { StopWordFilter } from '../safety/stop-words.ts';
import type { PendingTexts } from '../texts.ts';
import type { Edition, PlacedImage, SiteBuild } from './build-types.ts';
import { imageSlots, sitePaths } from './paths.ts';
import type { ImageSlot } from './paths.ts';
import { writeSiteFrame } from './write-site.ts';
import type { SiteFiles } from './write-site.ts';

export interface SettledTexts {
  brief: CopyBrief;
  copy: SiteCopy;
  blogs: [BlogPost, BlogPost, BlogPost];
  ui: UiText;
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new GenerationError('aborted', 'The generation was cancelled.'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new GenerationError('aborted', 'The generation was cancelled.'));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/** Waits for the texts in stage order (site texts, then each article) and cleans stop words. */
export async function settleTexts(
  pending: PendingTexts[][],
  report: (status: StageStatus) => void,
  signal: AbortSignal,
  stopWords: StopWordFilter,
): Promise<SettledTexts[][]> {
  const all = pending.flat();
  const copies = await untilAborted(Promise.all(all.map((texts) => Promise.all([texts.copy, texts.ui]))), signal);
  const blogs: BlogPost[][] = all.map(() => []);
  const statuses = ['generating_blog_1', 'generating_blog_2', 'generating_blog_3'] as const;
  for (const [index, status] of statuses.entries()) {
    report(status);
    const posts = await untilAborted(Promise.all(all.map((texts) => texts.blogs[index] as Promise<BlogPost>)), signal);
    posts.forEach((post, siteIndex) => blogs[siteIndex]?.push(post));
  }
  let flatIndex = 0;
  return pending.map((site) =>
    site.map((texts) => {
      const [copy, ui] = copies[flatIndex] as [SiteCopy, UiText];
      const [first, second, third] = blogs[flatIndex] as [BlogPost, BlogPost, BlogPost];
      flatIndex += 1;
      const clean = <T>(value: T): T => stopWords.deep(value, texts.brief.brand);
      return { brief: texts.brief, copy: clean(ensureKeywords(copy, texts.brief.keywords)), blogs: [clean(first), clean(second), clean(third)], ui: clean(ui) };
    }),
  );
}


const sizes: Record<ImageSlot, [number, number]> = {
  hero: [1200, 800], products: [960, 720], services: [960, 720], about: [960, 720], blog1: [1200, 630], blog2: [1200, 630], blog3: [1200, 630],
};

function imageRequests(plan: RunPlan): ImageRequest[] {
  const words = plan.theme.en;
  const keyword = plan.keywords[0] ?? words.noun;
  const queries: Record<ImageSlot, string> = {
    hero: words.noun, products: words.products[0] ?? words.noun, services: words.services[0] ?? words.noun, about: `${words.noun} team`,
    blog1: `${keyword} ${words.noun}`, blog2: words.products[1] ?? words.noun, blog3: `${words.noun} workplace`,
  };
  return imageSlots.map((slot) => ({ slot, query: queries[slot], width: sizes[slot][0], height: sizes[slot][1] }));
}

async function siteImages(provider: ImageProvider, requests: ImageRequest[], plan: RunPlan, seed: string, signal: AbortSignal): Promise<ImageAsset[]> {
  try {
    return await provider.images(requests, { design: plan.design, seed, signal });
  } catch (error) {
    throwIfAborted(signal);
    if (error instanceof GenerationError) throw error;
    return new OfflineArt().images(requests, { design: plan.design, seed, signal });
  }
}

export interface PreparedSite {
  build: SiteBuild;
  files: SiteFiles;
  credits: string[];
}

export interface PrepareInput {
  plan: RunPlan;
  editions: readonly { language: Language; dir: string }[];
  texts: SettledTexts[][];
  images: ImageProvider;
  signal: AbortSignal;
  now: Date;
}

/** Fetches the pictures of every site and lays out its files apart from the pages. */
export async function prepareSites(input: PrepareInput): Promise<PreparedSite[]> {
  const { plan, texts, signal } = input;
  const paths = sitePaths(plan.indexName, plan.php, plan.stopWords);
  return Promise.all(
    plan.sites.map(async (site, siteIndex) => {
      const siteTexts = texts[siteIndex] ?? [];
      const first = siteTexts[0];
      if (!first) throw new GenerationError('ai_invalid_output', 'No texts were written for a site.');
      const assets = await siteImages(input.images, imageRequests(plan), plan, `${plan.request.track_id}:${site.asciiHost}`, signal);
      const bySlot = Object.fromEntries(assets.map((asset) => [asset.slot, asset])) as Record<ImageSlot, ImageAsset>;
      const files: SiteFiles = new Map();
      const placed = {} as Record<ImageSlot, PlacedImage>;
      for (const slot of imageSlots) {
        const asset = bySlot[slot];
        if (!asset) throw new GenerationError('images_unavailable', `The ${input.images.name} gave no picture for the ${slot} slot.`);
        const file = `${paths.imagesDir}/${paths.images[slot]}.${asset.extension}`;
        files.set(file, asset.data);
        placed[slot] = { file, width: asset.width, height: asset.height };
      }
      const editions: Edition[] = siteTexts.map((settled, index) => ({
        language: settled.brief.language,
        copy: settled.copy,
        blogs: settled.blogs,
        ui: settled.ui,
        dir: input.editions[index]?.dir ?? '',
        alt: altTexts(settled.brief.language.code, settled.copy, settled.blogs, bySlot, plan.stopWords),
      }));
      const build: SiteBuild = { plan, site, paths, design: plan.design, editions, images: placed, now: input.now };
      writeSiteFrame(build, files);
      const credits = assets.flatMap((asset) => (asset.credit ? [`${site.host}, ${asset.slot}: ${asset.credit}`] : []));
      return { build, files, credits };
    }),
  );
}
