import type { SectionData } from '../../../src/model/sections.ts';

export const ctaFixture: SectionData<'cta'> = {
  heading: 'Book your table for Friday night',
  text: 'We keep six tables for walk-ins and take bookings for the rest until 4 pm on the day.',
  action: { label: 'Book a table', href: 'contact.html' },
};
