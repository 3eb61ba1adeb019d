import type { SectionData } from '../../../src/model/sections.ts';

/** A local plumbing and heating firm's reviews. */
export const testimonialsFixture: SectionData<'testimonials'> = {
  eyebrow: 'Reviews',
  heading: 'What our customers say',
  lead: 'Over 400 five-star reviews from homes and small businesses across the county.',
  items: [
    {
      quote: 'Our boiler died on a Sunday in January. Tom was here within two hours, had it running by dinner and charged exactly what he quoted on the phone.',
      name: 'Rachel Morgan',
      role: 'Homeowner, Westbury',
    },
    {
      quote: 'Clean, punctual and honest. They told us the old radiators could be saved instead of replaced, which saved us a small fortune.',
      name: 'David Chen',
      role: 'Landlord, four flats',
    },
    {
      quote: 'They fitted the whole bathroom in five days and left the house tidier than they found it.',
      name: 'Priya Patel',
      role: 'Homeowner, Hillside',
    },
    {
      quote: 'We run a small café and cannot afford a day without hot water. Their annual service plan means we never have to think about it.',
      name: 'Marco Rossi',
      role: 'Owner, Café Rossi',
    },
    {
      quote: 'Friendly, fair and they actually answer the phone.',
      name: 'Helen Brooks',
      role: 'Homeowner, Old Town',
    },
    {
      quote: 'The new heat pump has halved our energy bill. They explained every step, sorted the grant paperwork and came back twice to fine-tune the settings.',
      name: 'James O’Neill',
      role: 'Homeowner, Mill Lane',
    },
  ],
};
