import type { SectionData } from '../../../src/model/sections.ts';

/** A roofing firm's track record in four figures. */
export const statsFixture: SectionData<'stats'> = {
  eyebrow: 'Fenwick Roofing in numbers',
  heading: 'Keeping Bristol dry since 1986',
  lead: 'Slate, tile and flat roofs for homes, schools and churches across the city and the Mendips.',
  items: [
    { value: '38', label: 'years on Bristol’s roofs' },
    { value: '4,200+', label: 'roofs repaired or replaced' },
    { value: '4.9/5', label: 'from 640 Google reviews' },
    { value: '15 yrs', label: 'guarantee on every new roof' },
  ],
};
