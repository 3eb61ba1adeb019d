// Issue 38's two figures from the thumbnails of the originals and of each trade's generated sites, and how
// `npm run sites:sheet` and `npm run bench -- template-likeness` print them.
import { closePairs, ownLikeness, pairCount } from './thumbnail-likeness.ts';
import type { ClosePair, OwnLikeness, Thumbnail } from './thumbnail-likeness.ts';

/** Targets from the issue: per trade, at least 19 of 23 nearest to their own; no more close pairs than the originals. */
export const nearestOwnTarget = 19 / 23;

export interface TradeFigures {
  trade: string;
  sites: OwnLikeness[];
  nearestOwn: number;
  closePairs: ClosePair[];
  pairs: number;
}

export interface LikenessFigures {
  originals: { count: number; closePairs: ClosePair[]; pairs: number };
  trades: TradeFigures[];
  all: { nearestOwn: number; sites: number };
}

/** The figures of each trade's sites (keyed by the template each was built on) against the originals. */
export function likenessFigures(originals: ReadonlyMap<string, Thumbnail>, trades: readonly { trade: string; sites: ReadonlyMap<string, Thumbnail> }[]): LikenessFigures {
  const tradeFigures = trades.map(({ trade, sites }) => {
    const likeness = ownLikeness(sites, originals);
    return { trade, sites: likeness, nearestOwn: likeness.filter((site) => site.nearestIsOwn).length, closePairs: closePairs(sites), pairs: pairCount(sites.size) };
  });
  return {
    originals: { count: originals.size, closePairs: closePairs(originals), pairs: pairCount(originals.size) },
    trades: tradeFigures,
    all: { nearestOwn: tradeFigures.reduce((sum, trade) => sum + trade.nearestOwn, 0), sites: tradeFigures.reduce((sum, trade) => sum + trade.sites.length, 0) },
  };
}

const short = (template: string) => template.replace(/\.html$/, '');

/** The two figures in a few lines, then a table: each template's distance to its own original per trade. */
export function likenessReport(figures: LikenessFigures): string[] {
  const { originals, trades, all } = figures;
  const target = Math.ceil(nearestOwnTarget * originals.count);
  const lines = [
    `First screens at 1366x900 as 32x20 z-scored grey thumbnails; distance: mean absolute difference, polarity-invariant.`,
    `nearest-own (target ≥ ${target}/${originals.count} per trade): ${trades.map((trade) => `${trade.trade} ${trade.nearestOwn}/${trade.sites.length}`).join(', ')}, all ${all.nearestOwn}/${all.sites}`,
    `close pairs < 0.6 (target: at most the originals'): originals ${originals.closePairs.length}/${originals.pairs}; ${trades.map((trade) => `${trade.trade} ${trade.closePairs.length}/${trade.pairs}`).join(', ')}`,
    `  originals' close pairs: ${originals.closePairs.map((pair) => `${short(pair.a)}~${short(pair.b)} ${pair.distance.toFixed(2)}`).join(', ') || 'none'}`,
    '',
    'Distance of each site to its own original: "ok" when no other original is closer, else the nearest one and its distance.',
  ];
  const width = 26;
  lines.push(['template'.padEnd(12), ...trades.map((trade) => trade.trade.padEnd(width))].join(' ').trimEnd());
  const templates = [...new Set(trades.flatMap((trade) => trade.sites.map((site) => site.template)))];
  for (const template of templates) {
    const cells = trades.map((trade) => {
      const site = trade.sites.find((entry) => entry.template === template);
      if (!site) return '-'.padEnd(width);
      const cell = site.nearestIsOwn ? `${site.ownDistance.toFixed(2)} ok` : `${site.ownDistance.toFixed(2)} -> ${short(site.nearest.name)} ${site.nearest.distance.toFixed(2)}`;
      return cell.padEnd(width);
    });
    lines.push([short(template).padEnd(12), ...cells].join(' ').trimEnd());
  }
  return lines;
}
