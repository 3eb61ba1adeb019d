import { beforeAll, expect, test } from 'vitest';
import { composeSites, type SiteModel } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';

/**
 * A software product whose owner listed no offers shows the trade's usual features and plans: a feature is not sold on
 * its own, so it carries no "Price on request"; a plan is what a visitor asks the price of, and is on request.
 */
let model: SiteModel;
beforeAll(async () => {
  const brief = request({ site_theme: 'SaaS startup', description: '', key_words: '', stop_words: '', domain_name: 'rota-app.com', second_site_language: 'Русский' });
  model = (await composeSites(brief, { now: fixedNow })).models[0]!;
}, 60_000);

test('the features of a software product carry no price note, and its plans are on request, in each language', () => {
  for (const edition of model.editions) {
    const sections = edition.pages.flatMap((page) => page.sections);
    const features = sections.flatMap((section) => (section.kind === 'services' || section.kind === 'products' ? section.data.items : []));
    expect(features.length, edition.lang).toBeGreaterThan(2);
    expect(features.filter((item) => item.detail), edition.lang).toEqual([]);
    const plans = sections.flatMap((section) => (section.kind === 'pricing' ? section.data.plans : []));
    expect(plans.length, edition.lang).toBeGreaterThan(0);
    expect(new Set(plans.map((plan) => plan.price)), edition.lang).toEqual(new Set([edition.lang === 'ru' ? 'Цена по запросу' : 'Price on request']));
  }
});
