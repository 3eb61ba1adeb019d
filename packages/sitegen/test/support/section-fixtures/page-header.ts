import type { SectionData } from '../../../src/model/sections.ts';

/** The top of a family dental practice's treatments page. */
export const pageHeaderFixture: SectionData<'pageHeader'> = {
  eyebrow: 'Treatments',
  title: 'Gentle dentistry for the whole family',
  lead: 'From a child’s first check-up to implants and invisible braces, every treatment at Elm Park Dental starts with a clear plan and a fixed price.',
  image: { file: 'images/page-treatments.jpg', alt: 'A dentist showing a young patient a model of teeth in a bright surgery', width: 1600, height: 1067 },
};
