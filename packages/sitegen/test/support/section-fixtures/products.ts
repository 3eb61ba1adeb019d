import type { SectionData } from '../../../src/model/sections.ts';

/** A small sourdough bakery's bestsellers, with prices. */
export const productsFixture: SectionData<'products'> = {
  eyebrow: 'From the oven',
  heading: 'Baked this morning',
  lead: 'Everything is made by hand in our kitchen behind the shop, with organic flour milled twenty miles away.',
  items: [
    {
      title: 'Country sourdough',
      text: 'Our signature loaf: a 36-hour ferment, a blistered dark crust and a soft, tangy crumb that keeps for days.',
      icon: 'wheat',
      detail: '€6.50',
      image: { file: 'images/product-sourdough.jpg', alt: 'A round sourdough loaf with a deep scored crust on a wooden board', width: 1200, height: 900 },
      href: 'shop/country-sourdough.html',
    },
    {
      title: 'Butter croissant',
      text: 'Twenty-seven flaky layers of French butter, baked golden every morning at six.',
      icon: 'croissant',
      detail: '€2.80',
      image: { file: 'images/product-croissant.jpg', alt: 'Three golden croissants cooling on a wire rack', width: 1200, height: 900 },
      href: 'shop/butter-croissant.html',
    },
    {
      title: 'Cardamom bun',
      text: 'A Swedish-style knot rolled with freshly ground cardamom and finished with pearl sugar.',
      icon: 'cookie',
      detail: '€3.40',
      image: { file: 'images/product-cardamom.jpg', alt: 'Twisted cardamom buns sprinkled with pearl sugar', width: 1200, height: 900 },
      href: 'shop/cardamom-bun.html',
    },
    {
      title: 'Seeded rye',
      text: 'A dense Danish rye packed with sunflower, flax and pumpkin seeds. Perfect thinly sliced with cheese.',
      icon: 'leaf',
      detail: '€7.20',
      image: { file: 'images/product-rye.jpg', alt: 'Slices of dark seeded rye bread fanned out on a plate', width: 1200, height: 900 },
      href: 'shop/seeded-rye.html',
    },
    {
      title: 'Lemon tart',
      text: 'Sharp lemon curd in a crisp sweet pastry case, dusted with icing sugar. Whole tarts to order.',
      icon: 'cake-slice',
      detail: '€4.60',
      image: { file: 'images/product-tart.jpg', alt: 'A slice of glossy lemon tart on a white plate', width: 1200, height: 900 },
      href: 'shop/lemon-tart.html',
    },
    {
      title: 'Flat white',
      text: 'A double shot of our house espresso from a local roaster, with silky milk or oat.',
      icon: 'coffee',
      detail: '€3.20',
      image: { file: 'images/product-coffee.jpg', alt: 'A flat white with leaf latte art in a blue ceramic cup', width: 1200, height: 900 },
      href: 'shop/flat-white.html',
    },
  ],
  more: { label: 'Order for collection', href: 'order.html' },
};
