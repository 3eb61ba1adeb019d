import { describe, expect, it } from 'vitest';
import { normaliseText, pageTextTargets, type EditorModel } from './editor-model.ts';

const model: EditorModel = {
  recipe: { id: 'template-1', label: 'Nova Arena' },
  design: { palette: { bg: '#ffffff', surface: '#f4f4f4', primary: '#123456', accent: '#aa3300', text: '#111111' } },
  business: { name: 'Bella Pizza', phone: '+39 081 555-1234', address: 'Via Roma 12, Napoli' },
  editions: [
    {
      lang: 'en',
      nav: { variant: 'bar', homeHref: 'index.html', links: [{ key: 'home', label: 'Home', href: 'index.html' }] },
      footer: { tagline: 'Pizza from the wood oven', contact: [{ fact: 'address' }, { text: 'Italy' }, { fact: 'phone' }] },
      pages: [{ key: 'contact', file: 'contact.html', title: 'Contact', description: 'How to reach us', sections: [{ kind: 'contact', variant: 'split', data: { heading: 'Write to us', phone: { label: 'Phone', callLabel: 'Call us' } } }] }],
    },
  ],
};

describe("the editor's texts of a page", () => {
  it("offers each fact of the business once, after the page's own texts, for every place that shows it", () => {
    const targets = pageTextTargets(model, 0, 0);
    expect(targets.map((target) => target.path)).toEqual([
      '/editions/0/nav/links/0/label',
      '/editions/0/pages/0/sections/0/data/heading',
      '/editions/0/pages/0/sections/0/data/phone/label',
      '/editions/0/pages/0/sections/0/data/phone/callLabel',
      '/editions/0/footer/tagline',
      '/editions/0/footer/contact/1/text',
      '/business/name',
      '/business/phone',
      '/business/address',
    ]);
    expect(targets.filter((target) => target.everywhere).map((target) => target.text)).toEqual(['Bella Pizza', '+39 081 555-1234', 'Via Roma 12, Napoli']);
  });

  it('reads a phone the page keeps on one line as the owner wrote it', () => {
    expect(normaliseText('+39\u00a0081\u00a0555\u20111234')).toBe('+39 081 555-1234');
  });
});
