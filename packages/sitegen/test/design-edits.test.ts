import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { applySiteEdits, designChoices, generate, renderSite, type SiteModel } from '../src/index.ts';
import { axeViolations, launchChromium, serveFiles } from './support/browser.ts';
import { fixedNow, request } from './support/requests.ts';

let browser: Browser;
let tab: Page;
let model: SiteModel;
let served: ReadonlyMap<string, string | Uint8Array> = new Map();

beforeAll(async () => {
  const result = await generate(request({ domain_name: 'restyled.com', site_count: '1' }), { now: fixedNow });
  model = result.sites[0]!.model;
  browser = await launchChromium();
  tab = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await serveFiles(tab, () => served);
}, 60_000);
afterAll(async () => {
  await browser?.close();
});

/** The axe findings on the home page of the model with one edit applied, at a phone's width. */
async function homeFindings(edit: Parameters<typeof applySiteEdits>[1][number]): Promise<string[]> {
  const edited = applySiteEdits(model, [edit]).model;
  served = renderSite(edited);
  const home = edited.editions[0]!.pages.find((page) => page.key === 'home')!.file;
  return (await axeViolations(tab, home)).map((violation) => `${edit.op} ${'recipe' in edit ? edit.recipe : ''}: ${violation.id} ${violation.targets.join(' ')}`);
}

describe("a gallery template's look or colours taken in the editor", () => {
  test('every look gives a home page without an axe violation (contrast included)', async () => {
    const findings: string[] = [];
    for (const choice of designChoices) findings.push(...(await homeFindings({ op: 'design', recipe: choice.id })));
    expect(findings).toEqual([]);
  }, 120_000);

  test("every template's colours on the site's own layout and type give a home page without an axe violation", async () => {
    const findings: string[] = [];
    for (const choice of designChoices) findings.push(...(await homeFindings({ op: 'palette', recipe: choice.id })));
    expect(findings).toEqual([]);
  }, 120_000);
});
