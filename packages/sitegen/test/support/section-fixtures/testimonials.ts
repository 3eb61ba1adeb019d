import type { SectionData } from '../../../src/model/sections.ts';

/** A reviews section's head: the reviews are the business's own (see businessFixture). */
export const testimonialsFixture: SectionData<'testimonials'> = {
  eyebrow: 'Reviews',
  heading: 'What our guests say',
  lead: 'What guests wrote to us and left on our Google page, in their own words.',
};
