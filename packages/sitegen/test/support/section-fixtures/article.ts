import type { SectionData } from '../../../src/model/sections.ts';

/** A bakery's journal article about its sourdough. */
export const articleFixture: SectionData<'article'> = {
  eyebrow: 'Journal',
  title: 'Why our sourdough takes thirty-six hours',
  excerpt: 'A slow, cold rise gives the crumb its open texture and the crust its deep colour. Here is what happens to the dough between Tuesday night and Thursday morning.',
  publishedLabel: 'Published on',
  date: '2025-03-12',
  dateText: '12 March 2025',
  readingTime: '4 min read',
  cover: { file: 'images/blog-1.svg', alt: 'A loaf of sourdough cooling on a wire rack', width: 1200, height: 630 },
  sections: [
    {
      heading: 'It starts with the starter',
      paragraphs: [
        'Our starter is eleven years old. Every evening at eight, Ana feeds it with rye flour and water from the same well the bakery has used since it opened, and by midnight it has doubled and smells faintly of green apples.',
        'That lively starter goes into the first mix: flour, water and a little of yesterday’s dough. Nothing is rushed, and nothing is added to speed it up.',
      ],
    },
    {
      heading: 'A long, cold night',
      paragraphs: [
        'After shaping, the loaves rest in baskets in our cold room at four degrees for around twenty hours. The cold slows the yeast but lets the bacteria keep working, which is where the flavour comes from.',
        'It also makes the dough easier to score, so each loaf opens into the ear you see on the counter.',
      ],
    },
    {
      heading: 'Into the oven',
      paragraphs: ['The loaves bake at 250 °C on the stone floor of the deck oven, with steam for the first fifteen minutes. We pull them out a shade darker than most bakeries would, because that is where the sweetness is.'],
    },
  ],
  back: { label: 'Back to the journal', href: '../blog.html' },
};
