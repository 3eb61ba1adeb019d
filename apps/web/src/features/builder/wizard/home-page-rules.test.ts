import { describe, expect, it } from 'vitest';
import { homePageProblem } from './home-page-rules.ts';
import { stepBlocker } from './step-rules.ts';
import { wizardDefaults } from './wizard-values.ts';

const php = (rename_index: string, stop_words = '') => ({ file_extension: 'PHP' as const, rename_index, stop_words });

describe('the PHP home page name', () => {
  it('may be left empty (index) or be a plain file name', () => {
    for (const name of ['', '  ', 'home', 'Start-1', 'main_page']) expect(homePageProblem(php(name)), name).toBeUndefined();
  });

  it('is a file name without an extension, as the request schema says', () => {
    for (const name of ['home.php', 'my home', '-home', 'дом']) expect(homePageProblem(php(name)), name).toMatch(/letters, digits, hyphens and underscores/);
    expect(homePageProblem(php('a'.repeat(65)))).toBe('Keep the home page name to 64 characters.');
  });

  it('may not take the name of another page', () => {
    expect(homePageProblem(php('About'))).toBe('“About” is the name of another page of the site; choose another name.');
  });

  it('may not hold a stop word', () => {
    expect(homePageProblem(php('cheap-cakes', 'cheap, discount'))).toMatch(/stop word “cheap”/);
    expect(homePageProblem(php('cheapest', 'cheap'))).toBeUndefined();
  });

  it('is not checked for an HTML site, and blocks Generate on step 8 for a PHP one', () => {
    expect(homePageProblem({ file_extension: 'HTML', rename_index: 'about', stop_words: '' })).toBeUndefined();
    const values = { ...wizardDefaults, domain_name: 'bakery.com', file_extension: 'PHP' as const };
    expect(stepBlocker(8, { ...values, rename_index: 'home' })).toBeUndefined();
    expect(stepBlocker(8, { ...values, rename_index: 'contact' })).toMatch(/name of another page/);
  });
});
