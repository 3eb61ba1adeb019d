import type { SectionData } from '../../../src/model/sections.ts';

/** A florist's page-not-found message. */
export const notFoundFixture: SectionData<'notFound'> = {
  code: '404',
  title: 'This page has wilted away',
  text: 'The address may be mistyped, or the page has moved. Our bouquets are still fresh on the home page.',
  actions: [
    { label: 'Go to the home page', href: 'index.html' },
    { label: 'See our bouquets', href: 'bouquets.html' },
    { label: 'Contact us', href: 'contact.html' },
  ],
};
