// Lighthouse mobile runs of one page in Debian's Chromium, printed as the median of each category against a target.
// Its default preset is a throttled mid-range phone (Moto G Power, slow 4G, 4x CPU slowdown).
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS } from '@sitecraft/shared/chromium';
import { chromiumPath } from '../../e2e/support/chromium.ts';

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
// Lighthouse's own metrics, in the order its report lists them.
const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'] as const;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * The SEO score of a page that asks not to be indexed (a contact form's thank-you page): Lighthouse fails its
 * is-crawlable audit by design, the heaviest of the category, so the page is judged on the other SEO audits, scored
 * with Lighthouse's own weights (audits that do not apply count for nothing, as in Lighthouse). Throws when the page
 * is not in fact kept out of the index, or is for another reason.
 */
export function seoWithoutNoindex(lhr: Result): number {
  const crawlable = lhr.audits['is-crawlable'];
  const blockedBy = JSON.stringify(crawlable?.details ?? {});
  if (crawlable?.score !== 0 || !/noindex/i.test(blockedBy)) throw new Error(`${lhr.finalDisplayedUrl} is not kept out of the index by noindex alone: ${blockedBy}`);
  const refs = (lhr.categories.seo?.auditRefs ?? []).filter((ref) => ref.id !== 'is-crawlable' && ref.weight > 0 && lhr.audits[ref.id]?.score !== null);
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  return Math.round((refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0) / weight) * 100);
}

/**
 * Runs Lighthouse `runs` times on `url` (a failed recording is run again, twice at most) and prints the medians.
 * `bypassCsp` measures a page whose CSP sandbox (no script, an opaque origin: a published site) would keep Lighthouse
 * from running its own probes in it; the page's bytes and every other header are as served. A `noindex` page's SEO
 * is measured without is-crawlable (see seoWithoutNoindex); the score Lighthouse gives it is printed beside.
 */
export async function printLighthouseMobile(
  url: string,
  { label, runs, target, bypassCsp = false, noindex = false }: { label: string; runs: number; target: number; bypassCsp?: boolean; noindex?: boolean },
): Promise<void> {
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  const scores: Record<(typeof categories)[number], number[]> = { performance: [], accessibility: [], 'best-practices': [], seo: [] };
  const values = new Map<(typeof metrics)[number], number[]>(metrics.map((id) => [id, []]));
  const failing = new Set<string>();
  const seoAsScored: number[] = [];
  try {
    const flags: Flags = { output: 'json', logLevel: 'error', onlyCategories: [...categories], formFactor: 'mobile' };
    for (let run = 1, retries = 0; run <= runs; run++) {
      const page = await browser.newPage();
      if (bypassCsp) await page.setBypassCSP(true);
      const lhr = (await lighthouse(url, flags, undefined, page))?.lhr;
      await page.close();
      if (!lhr) throw new Error('Lighthouse returned no result');
      if (lhr.configSettings.formFactor !== 'mobile') throw new Error(`Lighthouse measured ${lhr.configSettings.formFactor}, not mobile`);
      // A failed recording (NO_NAVSTART and the like: "Please run Lighthouse again") scores 0: it is run again.
      if (lhr.runtimeError) {
        console.log(`  run ${run}/${runs} failed: ${lhr.runtimeError.code}${retries < 2 ? ', running it again' : ''}`);
        if (retries++ < 2) run--;
        continue;
      }
      for (const id of categories) scores[id].push(Math.round((lhr.categories[id]?.score ?? 0) * 100));
      if (noindex) {
        seoAsScored.push(scores.seo.pop() ?? 0);
        scores.seo.push(seoWithoutNoindex(lhr));
      }
      for (const id of metrics) values.get(id)!.push(lhr.audits[id]?.numericValue ?? NaN);
      const runScores = categories.map((id) => `${lhr.categories[id]?.title ?? id} ${scores[id].at(-1)}`).join(', ');
      console.log(`  run ${run}/${runs}: ${runScores}; LCP ${lhr.audits['largest-contentful-paint']?.displayValue ?? '?'}`);
      for (const audit of Object.values(lhr.audits)) {
        if (noindex && audit.id === 'is-crawlable') continue;
        if (audit.score !== null && audit.score < 0.9 && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'metricSavings')) failing.add(audit.id);
      }
    }
  } finally {
    await browser.close();
  }

  const measured = scores.performance.length;
  if (measured === 0) throw new Error('every Lighthouse run failed');
  console.log(`Lighthouse mobile ${label}, median of ${measured} run${measured === 1 ? '' : 's'} (target >= ${target} each):`);
  for (const id of categories) {
    const value = median(scores[id]);
    console.log(`  ${id.padEnd(15)} ${String(value).padStart(3)}  target ${target}  ${value >= target ? 'ok' : 'BELOW TARGET'}  (runs: ${scores[id].join(', ')})`);
  }
  if (noindex) console.log(`  seo: without is-crawlable, which a noindex page fails by design; Lighthouse scores it ${median(seoAsScored)} (runs: ${seoAsScored.join(', ')})`);
  const shown = (id: (typeof metrics)[number]) => {
    const value = median(values.get(id)!);
    if (id === 'cumulative-layout-shift') return value.toFixed(3);
    return id === 'total-blocking-time' ? `${Math.round(value)} ms` : `${(value / 1000).toFixed(2)} s`;
  };
  console.log(`  metrics (median): ${metrics.map((id) => `${id} ${shown(id)}`).join(', ')}`);
  if (failing.size) console.log(`  audits below 0.9 in some run: ${[...failing].join(', ')}`);
}
