import { describe, expect, it } from 'vitest';
import { closePairs, nearestOwnCount, ownLikeness, pairCount, thumbnailDistance, zScoredThumbnail } from './thumbnail-likeness.ts';

/** A 32x20 picture of grey values from a function of the pixel's column and row. */
function picture(shade: (x: number, y: number) => number): number[] {
  return Array.from({ length: 32 * 20 }, (_, index) => shade(index % 32, Math.floor(index / 32)));
}

const mean = (values: ArrayLike<number>) => Array.from(values).reduce((sum, value) => sum + value, 0) / values.length;

describe('zScoredThumbnail', () => {
  it('leaves mean 0 and standard deviation 1', () => {
    const thumbnail = zScoredThumbnail(picture((x, y) => (x * 7 + y * 13) % 255));
    expect(mean(thumbnail)).toBeCloseTo(0, 12);
    expect(mean(thumbnail.map((value) => value * value))).toBeCloseTo(1, 12);
  });

  it('does not see overall brightness or contrast', () => {
    const shade = (x: number, y: number) => (x < 16 ? 40 : 90) + y;
    const brighterAndStronger = zScoredThumbnail(picture((x, y) => 30 + 2 * shade(x, y)));
    expect(thumbnailDistance(zScoredThumbnail(picture(shade)), brighterAndStronger)).toBeCloseTo(0, 12);
  });

  it('makes a flat picture all zeros', () => {
    expect([...zScoredThumbnail(picture(() => 128))]).toEqual(new Array(640).fill(0));
  });
});

describe('thumbnailDistance', () => {
  const lightHero = zScoredThumbnail(picture((_, y) => (y < 12 ? 240 : 30)));

  it('is the mean absolute difference of the z-scores', () => {
    const a = zScoredThumbnail([0, 1, 2, 3]);
    const b = zScoredThumbnail([0, 2, 1, 3]);
    const expected = [0, 1, 2, 3].reduce((sum, index) => sum + Math.abs(a[index]! - b[index]!), 0) / 4;
    expect(thumbnailDistance(a, b)).toBeCloseTo(expected, 12);
    expect(expected).toBeGreaterThan(0);
  });

  it('finds a dark theme of the same layout at distance 0 (polarity invariance)', () => {
    const darkHero = zScoredThumbnail(picture((_, y) => (y < 12 ? 20 : 220)));
    expect(thumbnailDistance(lightHero, darkHero)).toBeCloseTo(0, 12);
  });

  it('is symmetric and keeps another layout apart', () => {
    const splitHero = zScoredThumbnail(picture((x) => (x < 16 ? 240 : 30)));
    expect(thumbnailDistance(lightHero, splitHero)).toBeGreaterThan(0.6);
    expect(thumbnailDistance(lightHero, splitHero)).toBe(thumbnailDistance(splitHero, lightHero));
  });
});

describe('nearestOwnCount', () => {
  const originals = new Map([
    ['top.html', zScoredThumbnail(picture((_, y) => (y < 10 ? 255 : 0)))],
    ['left.html', zScoredThumbnail(picture((x) => (x < 16 ? 255 : 0)))],
    ['corner.html', zScoredThumbnail(picture((x, y) => (x < 8 && y < 5 ? 255 : 0)))],
  ]);

  it('counts the sites whose own template is the nearest original', () => {
    const sites = new Map([
      // top.html darkened and with a band of text: still nearest to top.html.
      ['top.html', zScoredThumbnail(picture((x, y) => (y < 10 ? 10 : 200) + (y === 15 && x % 2 ? 40 : 0)))],
      // built on left.html but came out as a top hero: nearest to top.html.
      ['left.html', zScoredThumbnail(picture((_, y) => (y < 11 ? 230 : 20)))],
      ['corner.html', zScoredThumbnail(picture((x, y) => (x < 9 && y < 5 ? 200 : 10)))],
    ]);
    expect(nearestOwnCount(sites, originals)).toBe(2);
    const missed = ownLikeness(sites, originals).find((site) => !site.nearestIsOwn);
    expect(missed?.template).toBe('left.html');
    expect(missed?.nearest.name).toBe('top.html');
  });

  it('counts a site as its own when another original is exactly as near', () => {
    const twins = new Map([...originals, ['twin.html', originals.get('top.html')!]]);
    expect(nearestOwnCount(new Map([['twin.html', originals.get('top.html')!]]), twins)).toBe(1);
  });
});

describe('closePairs', () => {
  it('lists the pairs closer than 0.6, closest first', () => {
    const thumbnails = new Map([
      ['a', zScoredThumbnail(picture((_, y) => (y < 10 ? 255 : 0)))],
      ['b', zScoredThumbnail(picture((x, y) => (y < 10 ? 255 : 0) + (x === 3 && y === 3 ? -60 : 0)))],
      ['c', zScoredThumbnail(picture((_, y) => (y < 10 ? 0 : 255)))],
      ['d', zScoredThumbnail(picture((x) => (x < 16 ? 255 : 0)))],
    ]);
    const pairs = closePairs(thumbnails);
    expect(pairs.map((pair) => `${pair.a}-${pair.b}`)).toEqual(['a-c', 'a-b', 'b-c']);
    expect(pairCount(23)).toBe(253);
  });
});
