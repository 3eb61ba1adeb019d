import { HtmlValidate } from 'html-validate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { FORM_PAGE_PLACEHOLDER, FORM_TOKEN_PLACEHOLDER, THANK_YOU_PAGE, formProblems, formTexts } from '@sitecraft/shared/forms';
import { sectionVariants } from '../src/model/sections.ts';
import { generate } from '../src/index.ts';
import type { GeneratedSite } from '../src/index.ts';
import { htmlDocument } from '../src/render/document.ts';
import { axeViolations, launchChromium, serveFiles } from './support/browser.ts';
import { fixedNow, request } from './support/requests.ts';

const validator = new HtmlValidate({ extends: ['html-validate:recommended'] });
const action = 'https://sitecraft.example/api/v1/forms/Qm9va2luZ0Zvcm1JZDAwMQ';
const formAction = (host: string) => Promise.resolve(host === 'bella-pizza.com' ? action : `${action}-other`);

const bilingual = await generate(request({ second_site_language: 'Russian' }), { now: fixedNow, formAction, formRetentionDays: 90 });
const german = await generate(request({ site_language: 'German', domain_name: 'pizza-napoli.de' }), { now: fixedNow, formAction: () => action });
const site = bilingual.sites[0] as GeneratedSite;
const page = (from: GeneratedSite, path: string) => String(from.files.get(path));
const attributesOf = (markup: string, name: string) => new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*>`).exec(markup)?.[0] ?? '';

describe('the contact form of HTML sites', () => {
  test('posts the fields of the forms contract to the site’s endpoint, with the token placeholder, and no script', () => {
    const contact = page(site, 'contact.html');
    expect(contact).toMatch(/<form class="contact_\w+_form" method="post" action="([^"]+)">/);
    expect(contact).toContain(`method="post" action="${action}">`);
    const names = [...contact.matchAll(/<(?:input|textarea)[^>]*name="(\w+)"/g)].map((match) => match[1]).sort();
    expect(names).toEqual(['contact', 'lang', 'message', 'name', 'page', 'token', 'website']);
    expect(attributesOf(contact, 'token')).toBe(`<input type="hidden" name="token" value="${FORM_TOKEN_PLACEHOLDER}">`);
    expect(attributesOf(contact, 'page')).toBe(`<input type="hidden" name="page" value="${FORM_PAGE_PLACEHOLDER}">`);
    expect(attributesOf(contact, 'lang')).toBe('<input type="hidden" name="lang" value="en">');
    expect(attributesOf(contact, 'name')).toMatch(/type="text".*autocomplete="name" required maxlength="100"/);
    expect(attributesOf(contact, 'contact')).toMatch(/type="text".*autocomplete="email" required maxlength="200"/);
    expect(attributesOf(contact, 'message')).toMatch(/required maxlength="5000"/);
    expect(contact).toContain('Your email or phone<input');
    // The honeypot: off-screen, hidden from assistive technology, out of the tab order, never filled in by the browser.
    expect(contact).toMatch(/<label class="\w+_trap" aria-hidden="true">—<input type="text" name="website" tabindex="-1" autocomplete="off"><\/label>/);
    expect(contact).toContain('<meta name="referrer" content="no-referrer-when-downgrade">');
    expect(page(site, 'index.html')).not.toContain('name="referrer"');
    for (const [path, content] of site.files) if (path.endsWith('.html')) expect(String(content), path).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
  });

  test('the Russian contact page posts to the same endpoint, in Russian', () => {
    const contact = page(site, 'ru/contact.html');
    expect(contact).toContain(`action="${action}"`);
    expect(attributesOf(contact, 'lang')).toBe('<input type="hidden" name="lang" value="ru">');
    expect(contact).toContain('Ваш email или телефон<input');
  });

  test('the form action is kept in the site model, so a re-rendered version keeps the form', () => {
    const contact = site.model.editions[0]?.pages.find((each) => each.key === 'contact');
    expect(JSON.stringify(contact)).toContain(`"fields":"endpoint","action":"${action}"`);
  });

  test('a thank-you page beside each contact page, noindex and out of the sitemap, in the site’s language', () => {
    const english = page(site, THANK_YOU_PAGE);
    const russian = page(site, `ru/${THANK_YOU_PAGE}`);
    for (const markup of [english, russian]) expect(markup).toContain('<meta name="robots" content="noindex">');
    expect(page(site, 'sitemap.xml')).not.toContain('thank-you');
    expect(english).toContain(`<h1><span class="thankYou_standard_title">${formTexts.en.thankYou.title}</span>`);
    expect(russian).toContain('<html lang="ru">');
    expect(russian).toContain(`<h1><span class="thankYou_standard_title">${formTexts.ru.thankYou.title}</span>`);
    expect(russian).toContain(formTexts.ru.thankYou.thanks);
  });

  test('the thanks offer a way home and a way to write again: the contact page, opened anew for a fresh time token', () => {
    const done = (markup: string) => /<div class="thankYou_standard_done">(.*?)<\/div><\/div>/.exec(markup)?.[1] ?? '';
    expect(done(page(site, THANK_YOU_PAGE))).toMatch(new RegExp(`<a class="ui_btn" href="index.html">[^<]+</a><a class="ui_btn ui_btn_ghost" href="contact.html">${formTexts.en.thankYou.writeAgain}</a>$`));
    expect(done(page(site, `ru/${THANK_YOU_PAGE}`))).toContain(`<a class="ui_btn ui_btn_ghost" href="contact.html">${formTexts.ru.thankYou.writeAgain}</a>`);
  });

  test('every problem code has a block that CSS :target shows, naming the problem and linking back to the contact page', () => {
    const english = page(site, THANK_YOU_PAGE);
    for (const code of formProblems) {
      const block = new RegExp(`<div class="thankYou_standard_problem" id="problem-${code}">(.*?)</div></div>`).exec(english)?.[1] ?? '';
      expect(block, code).toContain(formTexts.en.thankYou.problems[code]);
      expect(block, code).toContain('href="contact.html"');
    }
    expect(english).toContain('.thankYou_standard_problem:target { display: block; }');
  });

  test('the privacy page says what the form keeps, for how long, and that no IP address is stored', () => {
    const privacy = page(site, 'privacy.html');
    expect(privacy).toContain('your name, your email address or phone number, your message and the time it was received for 90 days');
    expect(privacy).toContain('spam are deleted after 30 days');
    expect(privacy).toContain('Your IP address is not stored');
    expect(page(site, 'ru/privacy.html')).toContain('время его получения 90 дней');
  });

  test('pages of other languages get the form’s texts in their own language, kept 365 days by default', () => {
    const [de] = german.sites;
    if (!de) throw new Error('no German site');
    const fileOf = (key: string) => de.model.editions[0]?.pages.find((each) => each.key === key)?.file ?? '';
    expect(page(de, fileOf('contact'))).toContain('name="lang" value="de"');
    expect(page(de, fileOf('contact'))).toContain(`${formTexts.de.contactLabel}<input`);
    expect(page(de, THANK_YOU_PAGE)).toContain(`<h1><span class="thankYou_standard_title">${formTexts.de.thankYou.title}</span>`);
    expect(/<section class="ui_section thankYou_standard">.*?<\/section>/s.exec(page(de, THANK_YOU_PAGE))?.[0]).not.toContain('lang=');
    expect(page(de, THANK_YOU_PAGE)).toContain(`<a class="ui_btn ui_btn_ghost" href="${fileOf('contact')}">${formTexts.de.thankYou.writeAgain}</a>`);
    expect(page(de, THANK_YOU_PAGE)).toContain(`href="${fileOf('contact')}">Zurück zur Kontaktseite</a>`);
    const privacy = page(de, fileOf('privacy'));
    expect(privacy).toMatch(/<li><h2>Das Kontaktformular<\/h2><p>[^<]*365 Tage lang/);
  });

  test('without a form action HTML sites get no form and no thank-you page; PHP sites keep their handler', async () => {
    const plain = await generate(request(), { now: fixedNow });
    const php = await generate(request({ file_extension: 'PHP' }), { now: fixedNow, formAction });
    const [html, phpSite] = [plain.sites[0] as GeneratedSite, php.sites[0] as GeneratedSite];
    expect(page(html, 'contact.html')).not.toContain('<form');
    expect(page(html, 'contact.html')).not.toContain('name="referrer"');
    expect(html.files.has(THANK_YOU_PAGE)).toBe(false);
    expect(page(html, 'privacy.html')).not.toContain('The contact form');
    expect(page(phpSite, 'contact.php')).not.toContain(FORM_TOKEN_PLACEHOLDER);
    expect(phpSite.files.has(THANK_YOU_PAGE)).toBe(false);
    expect(phpSite.model.editions[0]?.pages.find((each) => each.key === 'contact')?.sections.some((section) => section.kind === 'contact' && section.data.form?.action === 'send.php')).toBe(true);
  });
});

describe('the contact and thank-you pages in Chromium and html-validate', () => {
  let browser: Browser;
  let tab: Page;
  const served = new Map(site.files);
  const contact = site.model.editions[0]?.pages.find((each) => each.key === 'contact');
  // The contact page in every layout of the contact section.
  for (const variant of sectionVariants.contact) {
    if (!contact || !site.model.editions[0]) throw new Error('no contact page');
    const page = { ...contact, sections: contact.sections.map((section) => (section.kind === 'contact' ? { ...section, variant } : section)) };
    served.set(`contact-${variant}.html`, htmlDocument(site.model, site.model.editions[0], page as typeof contact));
  }
  const paths = ['contact.html', 'ru/contact.html', THANK_YOU_PAGE, `ru/${THANK_YOU_PAGE}`, ...sectionVariants.contact.map((variant) => `contact-${variant}.html`)];

  beforeAll(async () => {
    browser = await launchChromium();
    tab = await browser.newPage();
    await serveFiles(tab, () => served);
  });
  afterAll(async () => {
    await browser?.close();
  });

  test('html-validate reports no error', async () => {
    const reports = await Promise.all(paths.map((path) => validator.validateString(String(served.get(path)), path)));
    expect(reports.flatMap((report) => report.results.flatMap((file) => file.messages.map((message) => `${file.filePath}:${message.line} ${message.ruleId} ${message.message}`)))).toEqual([]);
  });

  test('axe-core finds no violation', async () => {
    const findings: string[] = [];
    for (const path of paths) for (const violation of await axeViolations(tab, path)) findings.push(`${path}: ${violation.id} ${violation.targets.join(' ')}`);
    expect(findings).toEqual([]);
  });

  test('the thank-you page shows the thanks, or only the problem its address names, under one h1 in view', async () => {
    const visible = (selector: string) => tab.locator(selector).isVisible();
    await tab.goto(`http://site.test/${THANK_YOU_PAGE}`);
    expect(await visible('.thankYou_standard_done')).toBe(true);
    expect(await tab.locator('.thankYou_standard_problem:visible').count()).toBe(0);
    expect(await tab.locator('h1').innerText()).toBe(formTexts.en.thankYou.title);
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await tab.setViewportSize(viewport);
      await tab.goto(`http://site.test/${THANK_YOU_PAGE}?problem=contact_invalid#problem-contact_invalid`);
      expect(await visible('.thankYou_standard_done')).toBe(false);
      expect(await visible('#problem-contact_invalid')).toBe(true);
      expect(await tab.locator('.thankYou_standard_problem:visible').count()).toBe(1);
      expect(await tab.locator('h1').innerText()).toBe(formTexts.en.thankYou.problemTitle);
      // The fragment leaves the page where it opens, as the thanks are: the header and the title stay in view.
      expect(await tab.evaluate(() => window.scrollY), `${viewport.width} px`).toBe(0);
    }
  });
});
