import type { SectionData } from '../../../src/model/sections.ts';

/** A family joinery workshop's story: who runs it, since when and how they work. */
export const aboutFixture: SectionData<'about'> = {
  eyebrow: 'About the workshop',
  heading: 'Three generations at the same workbench',
  lead: 'Ashby Joinery has made kitchens, staircases and sash windows in the Peak District since 1962.',
  paragraphs: [
    'We still build every piece by hand in our own workshop in Bakewell, from timber we choose ourselves and dry for at least a year.',
    'My grandfather Walter opened the workshop to repair farmhouse windows after the hard winter of 1962. My father added kitchens and staircases, and today my sister Kate and I run the business with four joiners and two apprentices.',
    'We work mostly in oak, ash and sweet chestnut from woodlands within fifty miles, and we finish with oils and waxes rather than lacquers, so every surface can be sanded and renewed for decades.',
    'Most of our work comes from recommendations, and many of our customers are the grandchildren of Walter’s first clients. We like it that way.',
  ],
  image: { file: 'images/about-workshop.jpg', alt: 'Kate Ashby planing an oak board at a workbench covered in shavings', width: 1200, height: 1500 },
  more: { label: 'Meet the team', href: 'team.html' },
};
