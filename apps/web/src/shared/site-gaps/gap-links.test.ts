import { siteGapList, type SiteGap } from '@sitecraft/shared/generation';
import { describe, expect, it } from 'vitest';
import { catalogueT } from '../../i18n/catalogue-files.ts';
import { gapLines as gapLinesIn, type GapPlaces } from './gap-links.ts';
import { siteGapsTextsOf } from './site-gaps-texts.ts';

const english = siteGapsTextsOf(catalogueT('en', 'siteGaps'));
const gapLines = (gaps: readonly SiteGap[], places: GapPlaces) => gapLinesIn(english, gaps, places);

const noFacts = siteGapList(['offers', 'hours', 'reviews', 'email', 'description']);

describe('the lines of "Before you publish"', () => {
  it('say for a person what is missing and what the site does instead, in the engine’s order', () => {
    expect(gapLines(noFacts, {}).map((line) => line.text)).toEqual([
      'No offers given, so the site shows the trade’s usual ones without prices',
      'No opening hours, so none are shown',
      'No reviews, so the reviews section is left out',
      'No contact email, so no email address is shown',
      'No description of the business, so the texts speak of the trade in general terms',
    ]);
  });

  it('lead to the editor’s Business details at the gap’s field for what it edits, and to the wizard’s step for the rest', () => {
    const lines = gapLines(noFacts, { editor: '/sites/t-1/oven.com' });
    expect(lines.map((line) => [line.code, line.to, `${line.action} ${line.place}`])).toEqual([
      ['offers', '/sites/t-1/oven.com?details=offers', 'Add your offers in Business details'],
      ['hours', '/sites/t-1/oven.com?details=hours', 'Add opening hours in Business details'],
      ['reviews', '/sites/t-1/oven.com?details=reviews', 'Add reviews in Business details'],
      ['email', '/sites/t-1/oven.com?details=email', 'Add an email in Business details'],
      ['description', '/builder?step=2', 'Describe your business in the wizard, step 2'],
    ]);
  });

  it('lead to the wizard for a site made without editing, and to My sites for a generation of several sites', () => {
    expect(gapLines(siteGapList(['hours', 'reviews']), {}).map((line) => line.to)).toEqual(['/builder?step=6', '/builder?step=2']);
    expect(gapLines(siteGapList(['hours', 'description']), { mySites: true }).map((line) => line.to)).toEqual(['/sites', '/builder?step=2']);
  });

  it('are worded in the interface’s language', () => {
    const russian = gapLinesIn(siteGapsTextsOf(catalogueT('ru', 'siteGaps')), siteGapList(['hours']), { editor: '/sites/t-1/oven.com' });
    expect(russian.map((line) => `${line.action} ${line.place}`)).toEqual(['Добавьте часы работы в «Сведениях о компании»']);
  });

  it('are none when the owner gave everything', () => {
    expect(gapLines([], { editor: '/sites/t-1/oven.com' })).toEqual([]);
  });
});
