import { expect, test } from 'vitest';
import { markNameInHeadings } from '../src/render/brand-name.ts';

test('a long business name with $ in it is marked in headings as written, once', () => {
  for (const name of ['Ca$$hConverters-Superstore', 'Bucks$&Bangers-Superstore']) {
    const escaped = name.replaceAll('&', '&amp;');
    const marked = markNameInHeadings(`<h1>Welcome to ${escaped}</h1><p>${escaped}</p>`, name);
    expect(marked).toBe(`<h1>Welcome to <span class="ui_name">${escaped}</span></h1><p>${escaped}</p>`);
  }
});
