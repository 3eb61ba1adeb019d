import type { SectionData } from '../../../src/model/sections.ts';

/** A neighbourhood bakery's journal: the three latest posts. */
export const blogTeaserFixture: SectionData<'blogTeaser'> = {
  eyebrow: 'From the bakehouse',
  heading: 'Notes from our journal',
  lead: 'Recipes, seasons and the people behind the loaves we bake every morning on Elm Street.',
  posts: [
    {
      title: 'Why our sourdough takes thirty-six hours',
      excerpt: 'A slow, cold rise gives the crumb its open texture and the crust its deep colour. Here is what happens to the dough between Tuesday night and Thursday morning.',
      href: 'blog/slow-sourdough.html',
      date: '2025-03-12',
      dateText: '12 March 2025',
      image: { file: 'images/blog-1.svg', alt: 'A loaf of sourdough cooling on a wire rack', width: 1200, height: 630 },
    },
    {
      title: 'Spring on the counter: rhubarb, lemon and wild garlic',
      excerpt: 'Our seasonal bakes change with what the farm down the road brings us. These are the three we are most excited about this April.',
      href: 'blog/spring-bakes.html',
      date: '2025-04-02',
      dateText: '2 April 2025',
      image: { file: 'images/blog-2.svg', alt: 'Rhubarb tarts on a marble counter', width: 1200, height: 630 },
    },
    {
      title: 'Meet Ana, who opens the ovens at four',
      excerpt: 'Ana has baked with us for nine years. We asked her about early starts, favourite flours and the croissant that nearly broke her.',
      href: 'blog/meet-ana.html',
      date: '2025-04-20',
      dateText: '20 April 2025',
      image: { file: 'images/blog-3.svg', alt: 'A baker dusting flour over a wooden bench', width: 1200, height: 630 },
    },
  ],
  readMore: 'Read more',
  more: { label: 'All journal posts', href: 'blog.html' },
  postLevel: 'h3',
};
