import { iconForText } from '../assets/theme-icons.ts';
import type { RunPlan, SitePlan } from '../brief/plan.ts';
import type { BlogPost, SiteCopy } from '../content/schema.ts';
import { GenerationError, throwIfAborted } from '../errors.ts';
import type { ImageAsset, ImageProvider, ImageRequest } from '../images/provider.ts';
import type { Asset } from '../model/site-model.ts';
import type { ImageSlot, SitePaths } from '../site/paths.ts';
import { imageSlots } from '../site/paths.ts';
import type { TradeBrief } from '../trades/brief.ts';
import { siteIcons, type SiteIcons } from './site-icons.ts';

/** A picture placed in the site: where its file is and what it is. */
export interface PlacedPicture {
  file: string;
  width: number;
  height: number;
  kind: 'illustration' | 'photo';
  /** The icon the picture is built around: section items reuse it. */
  icon: string;
}

export interface SitePictures {
  assets: Asset[];
  /** Photo bytes by file (illustrations are drawn from the model). */
  blobs: Map<string, Uint8Array>;
  slots: Record<ImageSlot, PlacedPicture>;
  /** One square picture per product, in the order of the products. */
  tiles: PlacedPicture[];
  credits: string[];
  /** The trade's icons that stand for something the site does not offer: no picture or list draws them. */
  unfitIcons: ReadonlySet<string>;
}

const sizes: Record<ImageSlot, [number, number]> = {
  hero: [1200, 800], offers: [960, 720], prices: [960, 720], about: [960, 720], blog1: [1200, 630], blog2: [1200, 630], blog3: [1200, 630],
};

const compositions: Record<ImageSlot, 'hero' | 'card' | 'cover'> = {
  hero: 'hero', offers: 'card', prices: 'card', about: 'card', blog1: 'cover', blog2: 'cover', blog3: 'cover',
};

function photoRequests(plan: RunPlan, slots: readonly ImageSlot[]): ImageRequest[] {
  const words = plan.trade.en;
  const offer = (index: number) => words.offers[index]?.title ?? words.noun;
  const keyword = plan.keywords[0] ?? words.noun;
  const queries: Record<ImageSlot, string> = {
    hero: words.noun, offers: offer(0), prices: offer(1), about: `${words.noun} team`,
    blog1: `${keyword} ${words.noun}`, blog2: offer(2), blog3: `${words.noun} workplace`,
  };
  return slots.map((slot) => ({ slot, query: queries[slot], width: sizes[slot][0], height: sizes[slot][1] }));
}

/** Photos from the configured stock provider; a failing provider leaves every slot to the illustrations. */
async function stockPhotos(provider: ImageProvider | undefined, plan: RunPlan, slots: readonly ImageSlot[], seed: string, signal: AbortSignal): Promise<ImageAsset[]> {
  if (!provider) return [];
  try {
    return await provider.images(photoRequests(plan, slots), { design: plan.design, seed, signal });
  } catch (error) {
    throwIfAborted(signal);
    if (error instanceof GenerationError) throw error;
    return [];
  }
}

/** The icons of one picture; `used` holds those the site's other pictures (and no picture) draw. */
function slotIcons(slot: ImageSlot, copy: SiteCopy, blogs: readonly BlogPost[], plan: RunPlan, icons: SiteIcons, used: Set<string>): string[] {
  // A heading that names nothing known gets one of the site's own objects, not the trade's or a general one.
  const pickFor = (text: string) => iconForText(text, plan.trade.icons, used, icons.offered);
  switch (slot) {
    case 'hero': {
      const [subject] = icons.offered;
      if (subject) used.add(subject);
      return icons.offered;
    }
    case 'offers': return [pickFor(copy.offers.items[0]?.title ?? copy.offers.heading)];
    case 'prices': return [pickFor(copy.offers.items[1]?.title ?? copy.offers.lead)];
    case 'about': return [pickFor(copy.about.heading)];
    default: {
      const post = blogs[Number(slot.slice(-1)) - 1];
      const pick = pickFor(post?.title ?? copy.tagline);
      return [pick, ...icons.offered.filter((icon) => icon !== pick).slice(0, 2)];
    }
  }
}

export interface PicturesInput {
  plan: RunPlan;
  site: SitePlan;
  paths: SitePaths;
  /** The first language's texts: they name the products whose icons are drawn. */
  copy: SiteCopy;
  blogs: readonly BlogPost[];
  images: ImageProvider | undefined;
  signal: AbortSignal;
  /** The trade's facts of the first language: the offers shown (with the catalogue's icons, in the order of `copy.offers.items`) and the words of those left out. */
  trade: TradeBrief;
}

/**
 * The pictures of one site: a stock photo where the provider found one, else an illustration
 * composed from icons of the trade (drawn later from the model), plus one tile per product.
 */
export async function sitePictures(input: PicturesInput): Promise<SitePictures> {
  const { plan, site, paths, copy, blogs } = input;
  const seed = `${plan.request.track_id}:${site.asciiHost}`;
  // A site without a prices page draws no picture for it.
  const wanted = imageSlots.filter((slot) => slot !== 'prices' || paths.keys.includes('prices'));
  const photos = new Map((await stockPhotos(input.images, plan, wanted, seed, input.signal)).map((photo) => [photo.slot, photo]));
  const assets: Asset[] = [];
  const blobs = new Map<string, Uint8Array>();
  const icons = siteIcons({ themeId: plan.trade.icons, trade: input.trade, description: plan.answers.description, keywords: plan.keywords, theme: plan.answers.theme });
  // The unfit icons count as used, so that no title falls back to one of them.
  const used = new Set<string>(icons.unfit);
  const slots = {} as Record<ImageSlot, PlacedPicture>;
  const credits: string[] = [];
  for (const slot of wanted) {
    const [width, height] = sizes[slot];
    const pictureIcons = slotIcons(slot, copy, blogs, plan, icons, used);
    const photo = photos.get(slot);
    if (photo) {
      const file = `${paths.imagesDir}/${paths.images[slot]}.${photo.extension}`;
      assets.push({ kind: 'photo', file, width: photo.width, height: photo.height, ...(photo.credit ? { credit: photo.credit } : {}) });
      blobs.set(file, typeof photo.data === 'string' ? new TextEncoder().encode(photo.data) : photo.data);
      if (photo.credit) credits.push(`${site.host}, ${slot}: ${photo.credit}`);
      slots[slot] = { file, width: photo.width, height: photo.height, kind: 'photo', icon: pictureIcons[0] ?? 'star' };
      continue;
    }
    const file = `${paths.imagesDir}/${paths.images[slot]}.svg`;
    assets.push({ kind: 'illustration', file, width, height, icons: pictureIcons, seed: `${seed}:${slot}`, composition: compositions[slot] });
    slots[slot] = { file, width, height, kind: 'illustration', icon: pictureIcons[0] ?? 'star' };
  }
  slots.prices ??= slots.offers;
  const tiles = copy.offers.items.map((item, index) => {
    const own = input.trade.offers[index]?.icon;
    const icon = own && !icons.unfit.has(own) ? own : iconForText(item.title, plan.trade.icons, used);
    const file = `${paths.imagesDir}/${paths.tile}-${index + 1}.svg`;
    assets.push({ kind: 'illustration', file, width: 600, height: 600, icons: [icon], seed: `${seed}:tile${index}`, composition: 'tile' });
    return { file, width: 600, height: 600, kind: 'illustration' as const, icon };
  });
  return { assets, blobs, slots, tiles, credits, unfitIcons: icons.unfit };
}
