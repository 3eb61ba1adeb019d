// Issue 38's measure of how much a generated site's first screen looks like the gallery template it was built on:
// each first screen becomes a 32x20 grey thumbnail, z-scored so that only its layout of light and dark counts (not
// how light or contrasty the page is overall), and two thumbnails are as far apart as the mean absolute difference
// of their values, taking the smaller of the thumbnail and its negative so that a dark theme of a light layout is
// still the same layout.

/** The thumbnail's size in pixels. */
export const thumbnailSize = { width: 32, height: 20 } as const;

/** Two first screens closer than this are "a close pair": at a glance, the same page. */
export const closePairThreshold = 0.6;

/** A z-scored grey thumbnail: mean 0 and (unless the picture is one flat colour) standard deviation 1. */
export type Thumbnail = Float64Array;

/**
 * The thumbnail of grey values (any scale): each value minus their mean, divided by their standard deviation
 * (of the population). A flat picture, which has none, is all zeros.
 */
export function zScoredThumbnail(grey: ArrayLike<number>): Thumbnail {
  const count = grey.length;
  if (count === 0) throw new Error('a thumbnail needs at least one pixel');
  let sum = 0;
  for (let index = 0; index < count; index += 1) sum += grey[index]!;
  const mean = sum / count;
  let squares = 0;
  for (let index = 0; index < count; index += 1) squares += (grey[index]! - mean) ** 2;
  const deviation = Math.sqrt(squares / count);
  const thumbnail = new Float64Array(count);
  if (deviation === 0) return thumbnail;
  for (let index = 0; index < count; index += 1) thumbnail[index] = (grey[index]! - mean) / deviation;
  return thumbnail;
}

/** The polarity-invariant distance: the smaller of the mean absolute differences of a to b and of a to -b. */
export function thumbnailDistance(a: Thumbnail, b: Thumbnail): number {
  if (a.length !== b.length) throw new Error(`thumbnails of ${a.length} and ${b.length} values cannot be compared`);
  let same = 0;
  let inverted = 0;
  for (let index = 0; index < a.length; index += 1) {
    same += Math.abs(a[index]! - b[index]!);
    inverted += Math.abs(a[index]! + b[index]!);
  }
  return Math.min(same, inverted) / a.length;
}

export interface Nearest {
  name: string;
  distance: number;
}

/** The original closest to a thumbnail; on a tie, the first in the map's order. */
export function nearestOriginal(thumbnail: Thumbnail, originals: ReadonlyMap<string, Thumbnail>): Nearest {
  let nearest: Nearest | undefined;
  for (const [name, original] of originals) {
    const distance = thumbnailDistance(thumbnail, original);
    if (!nearest || distance < nearest.distance) nearest = { name, distance };
  }
  if (!nearest) throw new Error('no originals to compare with');
  return nearest;
}

export interface OwnLikeness {
  /** The template the site was built on. */
  template: string;
  /** Its distance to that template's original. */
  ownDistance: number;
  /** The closest original; the own one when no other is closer. */
  nearest: Nearest;
  nearestIsOwn: boolean;
}

/**
 * For each generated site (keyed by the template it was built on), how far it is from its own template's original
 * and which original is nearest. A site counts as nearest to its own when no other original is strictly closer.
 */
export function ownLikeness(sites: ReadonlyMap<string, Thumbnail>, originals: ReadonlyMap<string, Thumbnail>): OwnLikeness[] {
  return [...sites].map(([template, thumbnail]) => {
    const own = originals.get(template);
    if (!own) throw new Error(`no original of ${template}`);
    const ownDistance = thumbnailDistance(thumbnail, own);
    const nearest = nearestOriginal(thumbnail, originals);
    const nearestIsOwn = ownDistance <= nearest.distance;
    return { template, ownDistance, nearest: nearestIsOwn ? { name: template, distance: ownDistance } : nearest, nearestIsOwn };
  });
}

/** How many of the sites are nearest to their own template's original (see ownLikeness). */
export function nearestOwnCount(sites: ReadonlyMap<string, Thumbnail>, originals: ReadonlyMap<string, Thumbnail>): number {
  return ownLikeness(sites, originals).filter((site) => site.nearestIsOwn).length;
}

export interface ClosePair {
  a: string;
  b: string;
  distance: number;
}

/** Every pair of the thumbnails closer than the threshold, closest first. */
export function closePairs(thumbnails: ReadonlyMap<string, Thumbnail>, threshold = closePairThreshold): ClosePair[] {
  const entries = [...thumbnails];
  const pairs: ClosePair[] = [];
  for (let first = 0; first < entries.length; first += 1) {
    for (let second = first + 1; second < entries.length; second += 1) {
      const [a, thumbnailA] = entries[first]!;
      const [b, thumbnailB] = entries[second]!;
      const distance = thumbnailDistance(thumbnailA, thumbnailB);
      if (distance < threshold) pairs.push({ a, b, distance });
    }
  }
  return pairs.sort((left, right) => left.distance - right.distance);
}

/** How many pairs n thumbnails make (253 for 23). */
export function pairCount(count: number): number {
  return (count * (count - 1)) / 2;
}
