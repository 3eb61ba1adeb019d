import { describe, expect, test } from 'vitest';
import { chromeVariants } from '../src/model/sections.ts';
import { navVariants } from '../src/render/chrome/nav.ts';
import { html, trusted } from '../src/render/html.ts';
import { navFixture } from './support/section-fixtures/chrome.ts';

const switcher = html`<a class="ui_lang" href="ru/index.html" lang="ru" hreflang="ru">RU</a>`;
const render = (variant: (typeof chromeVariants.nav)[number], current = 'home') =>
  navVariants[variant].render({ ...navFixture, variant }, 'Copper Pot Bistro', (key) => trusted(key === current ? ' aria-current="page"' : ''), switcher, 'favicon.svg').value;

describe('the header variants', () => {
  test.each(chromeVariants.nav)('%s: a skip link first, one named navigation holding every menu link once, the current page marked once', (variant) => {
    const markup = render(variant, 'about');
    expect(markup.trimStart().startsWith('<a class="ui_skip" href="#ui_main">')).toBe(true);
    const navs = [...markup.matchAll(/<nav\b[^>]*>([\s\S]*?)<\/nav>/gu)];
    expect(navs).toHaveLength(1);
    expect(navs[0]![0]).toContain(`aria-label="${navFixture.menuLabel}"`);
    const hrefs = [...navs[0]![1]!.matchAll(/href="([^"]+)"/gu)].map((match) => match[1]);
    expect(hrefs).toEqual(navFixture.links.map((link) => link.href));
    expect(markup.match(/aria-current="page"/gu)).toHaveLength(1);
    expect(markup).toContain('class="ui_lang"');
  });

  test.each(['strip', 'reversed'] as const)('%s prints the note on its strip and the action in its bar', (variant) => {
    const markup = render(variant);
    expect(markup).toMatch(new RegExp(`class="nav_${variant}_top"[\\s\\S]*${navFixture.note}`, 'u'));
    expect(markup).toContain(`>${navFixture.action?.label}</a>`);
  });

  test('split sets the brand between the two halves of the menu', () => {
    const markup = render('split');
    const lists = [...markup.matchAll(/<ul class="nav_split_(start|end)">([\s\S]*?)<\/ul>/gu)].map((match) => [...match[2]!.matchAll(/<li>/gu)].length);
    expect(lists).toEqual([3, 3]);
  });
});
