import type { SectionData } from '../../../src/model/sections.ts';

/** A family bakery's home page hero: what it bakes, when it is open and what to do next. */
export const heroFixture: SectionData<'hero'> = {
  eyebrow: 'Family bakery on Mill Street since 1987',
  title: 'Real bread, baked before sunrise',
  lead: 'Sourdough, rye and seeded loaves from organic Yorkshire flour, shaped by hand every night and on our shelves by seven. Cakes to order for birthdays and weddings.',
  actions: [
    { label: 'See today’s bakes', href: 'menu.html' },
    { label: 'Order a cake', href: 'contact.html' },
  ],
  image: { file: 'images/hero.jpg', alt: 'A baker dusting flour over round sourdough loaves fresh from a stone oven', width: 1600, height: 1067 },
  badge: 'Open daily 7–18',
};
