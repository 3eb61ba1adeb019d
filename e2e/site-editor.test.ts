import axe from 'axe-core';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { signUpAndSignIn } from './builder-support.ts';
import { useBrowserSession } from './support/browser-session.ts';
import { keepScreenshot, keepViewportScreenshot, waitForRoute } from './support/chromium.ts';
import { pageText } from '../apps/server/test/support/page-text.ts';
import { versionSummaryIn } from '../apps/server/src/i18n/version-summaries.ts';
import { ru } from './support/catalogue.ts';

const session = useBrowserSession({ viewport: { width: 1280, height: 900 } });
const page = () => session.page;
const host = 'editor-bakery.com';

interface Model {
  editions: { pages: { key: string; file: string; sections: { kind: string; variant: string; data: Record<string, unknown> }[] }[] }[];
}

/** Calls the API with the signed-in page's session. */
async function api(path: string, body?: unknown, on: Page = page()): Promise<Response> {
  const token = await on.evaluate(() => localStorage.getItem('token'));
  return fetch(`${session.server.url}/api/v1${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

async function generate(on: Page = page()): Promise<string> {
  const request = generationRequest([host]);
  await api('/generator', request, on);
  await expect.poll(async () => ((await (await api(`/generator/status/${request.track_id}`, undefined, on)).json()) as { status: string }).status, { timeout: 30_000 }).toBe('completed');
  return request.track_id;
}

const versionsPath = (trackId: string) => `/sites/${trackId}/sites/${host}/versions`;

async function zipOf(trackId: string, number: number): Promise<Map<string, string>> {
  const response = await api(`${versionsPath(trackId)}/${number}/zip`);
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  return new Map(Object.entries(files).map(([name, bytes]) => [name.slice(host.length + 1), Buffer.from(bytes).toString('latin1')]));
}

const changed = (before: Map<string, string>, after: Map<string, string>) => [...new Set([...before.keys(), ...after.keys()])].filter((file) => before.get(file) !== after.get(file)).sort();

/** The preview frame of the editor. */
const preview = () => page().frameLocator(`iframe[title^="${ru('editor:preview', { file: '' })}"]`);

async function editText(current: string, next: string): Promise<void> {
  // The texts are marked once the frame has loaded: a click before that would not open the editor.
  await preview().locator('[data-sitecraft-edit]').first().waitFor();
  await preview().getByText(current, { exact: true }).first().click();
  const dialog = page().getByRole('dialog', { name: ru('editor:editText') });
  await dialog.waitFor();
  await dialog.getByRole('textbox').fill(next);
  await dialog.getByRole('button', { name: ru('editor:apply') }).click();
  await dialog.waitFor({ state: 'detached' });
  await preview().getByText(next, { exact: true }).first().waitFor();
}

/** Screenshots at 1280 px and at 390 px, where nothing may stick out sideways: the viewport for a dialog, else with `shown` scrolled into view. */
async function keepWidths(name: string, dialog: boolean, shown?: Locator): Promise<void> {
  for (const width of [1280, 390]) {
    await page().setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await expect(page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width}px`).resolves.toBeLessThanOrEqual(0);
    // Its heading just under the sticky header.
    if (shown) await shown.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 80));
    await (dialog || shown ? keepViewportScreenshot(page(), `${name}-${width}`) : keepScreenshot(page(), `${name}-${width}`));
  }
  await page().setViewportSize({ width: 1280, height: 900 });
}

describe('the site editor', () => {
  it('edits the hero heading and a FAQ answer in place, uploads a photo, hides a section, saves a version; restores and publishes the first', async () => {
    await signUpAndSignIn(page(), session.server.url, 'site-editor@example.com');
    const trackId = await generate();
    const model = ((await (await api(`${versionsPath(trackId)}/1`)).json()) as { model: Model }).model;
    const pages = model.editions[0]!.pages;
    const home = pages.find((each) => each.key === 'home')!;
    const heroTitle = String(home.sections.find((section) => section.kind === 'hero')!.data.title);
    const heroImage = (home.sections.find((section) => section.kind === 'hero')!.data.image as { file: string }).file;
    const faqPage = pages.find((each) => each.sections.some((section) => section.kind === 'faq'))!;
    const faqAnswer = String((faqPage.sections.find((section) => section.kind === 'faq')!.data.items as { answer: string }[])[0]!.answer);
    const hiddenIndex = home.sections.findIndex((section) => section.kind !== 'hero');
    const hidden = home.sections[hiddenIndex]!;

    await page().getByRole('banner').getByRole('link', { name: ru('common:mySites') }).click();
    await page().getByRole('article', { name: host }).getByRole('link', { name: `${ru('sites:edit')} ${host}` }).click();
    await waitForRoute(page(), new RegExp(`^#/sites/${trackId}/${host.replaceAll('.', '\\.')}$`));
    await page().getByRole('heading', { level: 1, name: ru('editor:title', { host }) }).waitFor();

    await editText(heroTitle, 'Bread baked at dawn, every day');
    await page().getByLabel(ru('sites:visitStats.page'), { exact: true }).selectOption({ label: faqPage.file });
    await editText(faqAnswer, 'Yes: order by noon and collect the next morning.');
    await page().getByText(ru('editor:unsaved', { count: 2 })).waitFor();
    await page().getByRole('button', { name: ru('editor:undo') }).click();
    await page().getByText(ru('editor:unsaved', { count: 1 })).waitFor();
    await preview().getByText(faqAnswer, { exact: true }).first().waitFor();
    await page().getByRole('button', { name: ru('editor:redo') }).click();
    await preview().getByText('Yes: order by noon and collect the next morning.', { exact: true }).first().waitFor();
    await keepScreenshot(page(), 'site-editor-pending');

    await page().getByLabel(ru('sites:visitStats.page'), { exact: true }).selectOption({ label: home.file });
    // A new photo for the hero: uploaded, shown at once in the preview, kept as an unsaved change.
    const heroPicture = preview().locator(`img[data-sitecraft-picture][src$="${heroImage}"]`);
    // By keyboard, as a person who does not use a mouse would: Tab reaches the picture, Enter opens the dialog.
    await heroPicture.focus();
    await heroPicture.press('Enter');
    const replace = page().getByRole('dialog', { name: ru('editor:replacePicture') });
    await replace.getByLabel(ru('editor:pictureFile')).setInputFiles({ name: 'storefront.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 2000, height: 1400, channels: 3, background: '#b07a45' } }).jpeg().toBuffer() });
    await replace.getByRole('button', { name: ru('editor:upload') }).click();
    await replace.waitFor({ state: 'detached' });
    await page().getByText(ru('editor:unsaved', { count: 3 })).waitFor();
    await expect.poll(() => preview().locator('img[data-sitecraft-picture][src^="data:image/jpeg;base64,"]').count()).toBe(1);

    const sectionName = ru('editor:sectionName', { number: hiddenIndex + 1, kind: ru(`editor:sectionKinds.${hidden.kind}`), variant: ru(`editor:variants.${hidden.variant}`) });
    await page().getByRole('group', { name: sectionName }).getByRole('button', { name: ru('editor:hide') }).click();
    await page().getByText(ru('editor:saved', { number: 2 })).waitFor();
    await page().getByText(ru('editor:noChanges')).waitFor();
    await preview().getByText('Bread baked at dawn, every day', { exact: true }).first().waitFor();
    await expect(preview().locator(`.${hidden.kind}_${hidden.variant}`).count()).resolves.toBe(0);
    await keepScreenshot(page(), 'site-editor-saved');

    // The new version's ZIP differs from the generated one in exactly the two edited pages and the pictures.
    const [first, second] = [await zipOf(trackId, 1), await zipOf(trackId, 2)];
    expect(changed(first, second).filter((file) => !file.startsWith('images/'))).toEqual([...new Set([home.file, faqPage.file])].sort());
    const uploaded = [...second.keys()].filter((file) => file.startsWith('images/upload-'));
    expect(uploaded.map((file) => file.replace(/upload-[0-9a-f]+-/, 'upload-')).sort()).toEqual([1600, 480, 960].flatMap((width) => [`images/upload-${width}.avif`, `images/upload-${width}.webp`]));
    expect(second.get(home.file)).toMatch(/<picture><source type="image\/avif" srcset="images\/upload-[0-9a-f]+-480\.avif 480w, /);
    expect(second.get(home.file)).toMatch(/srcset="images\/upload-[0-9a-f]+-480\.webp 480w, /);
    expect(pageText(second.get(home.file) ?? '')).toContain('Bread baked at dawn, every day');
    expect(second.get(faqPage.file)).toContain('Yes: order by noon and collect the next morning.');

    const versions = page().getByRole('region', { name: ru('editor:versions') });
    await versions.getByRole('group', { name: 'v2' }).getByRole('button', { name: ru('editor:publish') }).click();
    await page().getByText(ru('editor:publishedVersion', { number: 2 })).waitFor();
    const published = page().getByRole('region', { name: ru('editor:publishing') }).getByText(new RegExp(`^${ru('editor:publishedAt')} `));
    const url = (await published.textContent())!.replace(`${ru('editor:publishedAt')} `, '');
    expect(pageText(await (await fetch(url)).text())).toContain('Bread baked at dawn, every day');
    // The published page, with its new photo and texts, passes axe as the generated pages do (its sandbox CSP is
    // bypassed so axe can run in it).
    const visitor = await session.browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    try {
      const publishedPage = await visitor.newPage();
      await publishedPage.goto(url);
      await publishedPage.addScriptTag({ content: axe.source });
      const violations = await publishedPage.evaluate(async () => (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((violation) => violation.id));
      expect(violations).toEqual([]);
    } finally {
      await visitor.close();
    }

    await versions.getByRole('group', { name: 'v1' }).getByRole('button', { name: ru('editor:restore') }).click();
    await page().getByText(ru('editor:saved', { number: 3 })).waitFor();
    expect(changed(first, await zipOf(trackId, 3))).toEqual([]);
    await versions.getByRole('group', { name: 'v3' }).getByRole('button', { name: ru('editor:publish') }).click();
    await page().getByText(ru('editor:publishedVersion', { number: 3 })).waitFor();
    // Republishing switches the served version in one statement: the first request after the answer gets the original.
    const republished = await (await fetch(url)).text();
    expect(pageText(republished)).toContain(heroTitle);
    expect(pageText(republished)).not.toContain('Bread baked at dawn, every day');
    await keepScreenshot(page(), 'site-editor-restored');
  });

  it("rewords the hero as one undoable step, takes a gallery template's look, and replaces the logo, each saved as a version", async () => {
    await signUpAndSignIn(page(), session.server.url, 'site-editor-look@example.com');
    const trackId = await generate();
    await page().goto(`${session.server.url}/#/sites/${trackId}/${host}`);
    await page().getByRole('heading', { level: 1, name: ru('editor:title', { host }) }).waitFor();
    await preview().locator('[data-sitecraft-edit]').first().waitFor();

    await page().getByRole('group', { name: new RegExp(`^1\\. ${ru('editor:sectionKinds.hero')} `) }).getByRole('button', { name: ru('editor:reword') }).click();
    await page().getByText(ru('editor:reworded')).waitFor();
    await page().getByText(ru('editor:unsaved', { count: 1 })).waitFor();
    await page().getByRole('button', { name: ru('editor:undo') }).click();
    await page().getByText(ru('editor:noChanges')).waitFor();
    await page().getByRole('button', { name: ru('editor:redo') }).click();
    await page().getByRole('button', { name: ru('editor:save'), exact: true }).click();
    await page().getByText(ru('editor:saved', { number: 2 })).waitFor();
    const [first, second] = [await zipOf(trackId, 1), await zipOf(trackId, 2)];
    expect(changed(first, second).filter((file) => file.endsWith('.html'))).toEqual(['index.html']);

    const look = page().getByRole('region', { name: ru('editor:design') });
    await look.getByLabel(ru('editor:lookLabel')).selectOption({ label: ru('editor:designOption', { label: 'Nova Arena', scheme: ru('editor:schemes.dark') }) });
    await look.getByRole('button', { name: ru('editor:applyLook') }).click();
    await page().getByText(ru('editor:saved', { number: 3 })).waitFor();
    await look.getByText(ru('editor:currentLook', { label: 'Nova Arena' })).waitFor();
    await expect.poll(() => preview().locator('html').evaluate((root) => getComputedStyle(root).colorScheme)).toBe('dark');
    await keepScreenshot(page(), 'site-editor-look');

    await look.getByRole('button', { name: ru('editor:replaceLogo') }).click();
    const replace = page().getByRole('dialog', { name: ru('editor:replacePicture') });
    const wideLogo = await sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 240, g: 90, b: 40, alpha: 1 } } }).png().toBuffer();
    await replace.getByLabel(ru('editor:pictureFile')).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: wideLogo });
    await replace.getByRole('button', { name: ru('editor:upload') }).click();
    await page().getByText(ru('editor:saved', { number: 4 })).waitFor();
    const fourth = await zipOf(trackId, 4);
    expect(fourth.get('index.html')).toMatch(/<img src="images\/upload-[0-9a-f]+-480\.webp" alt="" width="102" height="34">/);
    await preview().locator('header img[src*="upload-"]').first().waitFor();
    const versions = page().getByRole('region', { name: ru('editor:versions') });
    await versions.getByText(versionSummaryIn('ru', 'Took the look of Nova Arena')).waitFor();
    await versions.getByText(versionSummaryIn('ru', 'Replaced the logo')).waitFor();
  });

  it('edits the phone once in the preview: every place of the page shows it, and the saved version has it on every page', async () => {
    await signUpAndSignIn(page(), session.server.url, 'site-editor-phone@example.com');
    const trackId = await generate();
    const model = ((await (await api(`${versionsPath(trackId)}/1`)).json()) as { model: Model }).model;
    const contact = model.editions[0]!.pages.find((each) => each.key === 'contact')!;
    await page().goto(`${session.server.url}/#/sites/${trackId}/${host}`);
    await page().getByRole('heading', { level: 1, name: ru('editor:title', { host }) }).waitFor();
    await page().getByLabel(ru('sites:visitStats.page'), { exact: true }).selectOption({ label: contact.file });
    const phones = preview().locator('[data-sitecraft-edit="/business/phone"]');
    // The contact block's number and the footer's are one text.
    await expect.poll(() => phones.count()).toBe(2);

    await preview().locator('footer a[href^="tel:"]').click();
    const dialog = page().getByRole('dialog', { name: ru('editor:editText') });
    await dialog.getByLabel(ru('editor:facts.phone')).fill('+351 220 000 111');
    await dialog.getByRole('button', { name: ru('editor:apply') }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => phones.allTextContents()).toEqual(['+351 220 000 111', '+351 220 000 111']);
    await page().getByRole('button', { name: ru('editor:save'), exact: true }).click();
    await page().getByText(ru('editor:saved', { number: 2 })).waitFor();
    await page().getByRole('region', { name: ru('editor:versions') }).getByText(versionSummaryIn('ru', 'Changed the business’s phone number on every page')).waitFor();

    const saved = await zipOf(trackId, 2);
    const pages = [...saved].filter(([file]) => file.endsWith('.html'));
    expect(pages.length).toBe(model.editions[0]!.pages.length);
    for (const [file, text] of pages) {
      expect(text, file).toContain('href="tel:+351220000111"');
      expect(text, file).not.toContain('tel:+351912345678');
    }
  });

  it('adds an email and opening hours and takes the phone off in Business details: every page of the saved version shows them so', async () => {
    await signUpAndSignIn(page(), session.server.url, 'site-editor-details@example.com');
    const trackId = await generate();
    await page().goto(`${session.server.url}/#/sites/${trackId}/${host}`);
    const details = page().getByRole('region', { name: ru('editor:details.heading') });
    await details.getByLabel(ru('builder:summary.businessName')).waitFor();

    await details.getByLabel(ru('builder:emailLabel')).fill('hello at bakery');
    await details.getByRole('button', { name: ru('editor:details.save') }).click();
    await details.getByRole('alert').getByText(ru('editor:details.emailInvalid')).waitFor();

    await details.getByLabel(ru('builder:emailLabel')).fill('hello@editor-bakery.com');
    await details.getByLabel(ru('editor:details.phoneLabel')).fill('');
    for (const day of [ru('builder:dayNames.tue'), ru('builder:dayNames.sat')]) await details.getByRole('switch', { name: day }).check();
    await details.getByLabel(ru('builder:closesLabel', { day: ru('builder:dayNames.sat') })).fill('13:00');
    await details.getByLabel(ru('builder:hoursNoteLabel')).fill('Closed on public holidays');
    const saveDetails = details.getByRole('button', { name: ru('editor:details.save') });
    await saveDetails.click();
    const savedMessage = page().getByRole('status').filter({ hasText: ru('editor:saved', { number: 2 }) });
    await savedMessage.waitFor();
    // Measured once the saved version is on screen: its panel is made anew when it arrives, enabled again.
    await expect.poll(() => saveDetails.isEnabled()).toBe(true);
    // Said where the person is: just under the button, in view below the sticky header, with the preview still in view beside it.
    const [button, message, frame] = await Promise.all([saveDetails.boundingBox(), savedMessage.boundingBox(), page().locator(`iframe[title^="${ru('editor:preview', { file: '' })}"]`).boundingBox()]);
    const header = (await page().getByRole('banner').boundingBox())!;
    expect(message!.y - (button!.y + button!.height)).toBeGreaterThanOrEqual(0);
    expect(message!.y - (button!.y + button!.height)).toBeLessThan(40);
    expect(message!.y).toBeGreaterThanOrEqual(header.height);
    expect(message!.y + message!.height).toBeLessThanOrEqual(900);
    expect(frame!.y).toBeGreaterThanOrEqual(header.height);
    expect(frame!.y + frame!.height).toBeLessThanOrEqual(900);
    await preview().locator('[data-sitecraft-edit]').first().waitFor();
    await keepViewportScreenshot(page(), 'site-editor-details-saved');
    await page().getByRole('region', { name: ru('editor:versions') }).getByText(versionSummaryIn('ru', 'Took the business’s phone number off every page; changed the business’s email address on every page; changed the opening hours on every page')).waitFor();

    const saved = await zipOf(trackId, 2);
    // zipOf reads bytes as Latin-1: the pages' UTF-8 dashes back as they are.
    const pages = [...saved].filter(([file]) => file.endsWith('.html') && !file.includes('thank-you')).map(([file, bytes]) => [file, Buffer.from(bytes, 'latin1').toString('utf8')] as const);
    for (const [file, text] of pages) {
      expect(text, file).toContain('href="mailto:hello@editor-bakery.com"');
      expect(text, file).toContain('Tue 09:00–17:00');
      expect(text, file).toContain('Sat 09:00–13:00');
      expect(text, file).not.toContain('href="tel:');
    }
    expect(saved.get('contact.html')).toContain('Closed on public holidays');
    // The form shows the saved version's details.
    await expect.poll(() => details.getByLabel(ru('builder:emailLabel')).inputValue()).toBe('hello@editor-bakery.com');
    await expect.poll(() => details.getByRole('switch', { name: ru('builder:dayNames.sat') }).isChecked()).toBe(true);
  });

  it('a brief with only a domain: "Before you publish" names the offers, hours and reviews in the ready dialog, My sites and the editor; two offers added in Business details take the offers off', async () => {
    const bare = 'only-a-domain.com';
    await signUpAndSignIn(page(), session.server.url, 'site-editor-gaps@example.com');
    for (let step = 1; step < 8; step += 1) await page().getByRole('button', { name: ru('builder:skip') }).click();
    await page().getByLabel(ru('builder:domainLabel'), { exact: true }).fill(bare);
    await page().getByRole('button', { name: ru('builder:generate') }).click();
    const ready = page().getByRole('dialog', { name: ru('builder:completionTitle') });
    await ready.waitFor({ timeout: 30_000 });
    const lines = {
      offers: ru('siteGaps:lines.offers'),
      hours: ru('siteGaps:lines.hours'),
      reviews: ru('siteGaps:lines.reviews'),
    };
    const inDialog = ready.getByRole('region', { name: ru('siteGaps:heading') });
    for (const line of Object.values(lines)) await inDialog.getByRole('listitem').filter({ hasText: line }).waitFor();
    await keepWidths('before-you-publish-ready-dialog', true);

    // Each line leads to where its fact is added: here, Business details of the site's editor, at the offers.
    await inDialog.getByRole('link', { name: `${ru('siteGaps:actions.offers')} ${ru('siteGaps:inEditor')}` }).click();
    await waitForRoute(page(), new RegExp(`^#/sites/[0-9a-f-]+/${bare.replaceAll('.', '\\.')}$`));
    const details = page().getByRole('region', { name: ru('editor:details.heading') });
    const offers = details.getByLabel(ru('builder:offersLabel'));
    await expect.poll(() => offers.evaluate((field) => field === document.activeElement)).toBe(true);
    const inEditor = page().getByRole('region', { name: ru('siteGaps:heading') });
    for (const line of Object.values(lines)) await inEditor.getByRole('listitem').filter({ hasText: line }).waitFor();
    await keepWidths('before-you-publish-editor', false, inEditor);

    await offers.fill('Sourdough loaf – €4.50\nBirthday cake');
    await details.getByRole('button', { name: ru('editor:details.save') }).click();
    await page().getByRole('status').filter({ hasText: ru('editor:saved', { number: 2 }) }).waitFor();
    await inEditor.getByRole('listitem').filter({ hasText: lines.hours }).waitFor();
    await expect.poll(() => inEditor.getByText(lines.offers).count()).toBe(0);
    await inEditor.getByText(lines.reviews).waitFor();

    await page().getByRole('banner').getByRole('link', { name: ru('common:mySites') }).click();
    const card = page().getByRole('article', { name: bare });
    const inCard = card.getByRole('region', { name: ru('siteGaps:headingFor', { host: bare }) });
    for (const line of [lines.hours, lines.reviews]) await inCard.getByRole('listitem').filter({ hasText: line }).waitFor();
    // The list shown from the cache is fetched anew on arrival: the offers line goes once it has come.
    await expect.poll(() => inCard.getByText(lines.offers).count()).toBe(0);
    await inCard.getByRole('link', { name: `${ru('siteGaps:actions.hours')} ${ru('siteGaps:inEditor')}${ru('siteGaps:forSite', { host: bare })}` }).waitFor();
    await keepWidths('before-you-publish-my-sites', false, inCard);
    // What Business details cannot add, the wizard asks: its link opens the step.
    await inCard.getByRole('link', { name: `${ru('siteGaps:actions.description')} ${ru('siteGaps:inWizard', { step: 2 })}${ru('siteGaps:forSite', { host: bare })}` }).click();
    await page().getByRole('heading', { level: 1, name: ru('builder:steps.2.title') }).waitFor();
    await waitForRoute(page(), /^#\/builder$/);
  });

  it('passes axe, and fits a 390 px phone', async () => {
    // axe is added as an inline script, which the app's CSP rightly refuses: this context bypasses it.
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    try {
      const audited = await context.newPage();
      await signUpAndSignIn(audited, session.server.url, 'site-editor-axe@example.com');
      const trackId = await generate(audited);
      await audited.goto(`${session.server.url}/#/sites/${trackId}/${host}`);
      await audited.getByRole('heading', { level: 1, name: ru('editor:title', { host }) }).waitFor();
      await audited.frameLocator(`iframe[title^="${ru('editor:preview', { file: '' })}"]`).locator('[data-sitecraft-edit]').first().waitFor();
      for (const width of [1280, 390]) {
        await audited.setViewportSize({ width, height: width === 390 ? 844 : 900 });
        await audited.addScriptTag({ content: axe.source });
        const violations = await audited.evaluate(async () =>
          (await (window as unknown as { axe: typeof axe }).axe.run(document, { resultTypes: ['violations'] })).violations.map((violation) => `${violation.id} ${String(violation.nodes[0]?.target)}`),
        );
        expect(violations, `${width}px`).toEqual([]);
        await expect(audited.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${width}px`).resolves.toBeLessThanOrEqual(0);
        await keepScreenshot(audited, `site-editor-${width}`);
      }
    } finally {
      await context.close();
    }
  });
});
