import type { SectionData } from '../../../src/model/sections.ts';

/** A yoga studio's class passes and memberships. */
export const pricingFixture: SectionData<'pricing'> = {
  eyebrow: 'Prices',
  heading: 'Simple passes, no joining fee',
  lead: 'Try any class with a drop-in, then choose the pass that fits your week. Pause or cancel any time.',
  plans: [
    {
      name: 'Drop-in',
      price: '€18',
      text: 'One class of your choice, valid for a month.',
      features: ['All group classes', 'Mat & towel hire'],
      action: { label: 'Book a class', href: 'book.html?pass=drop-in' },
    },
    {
      name: '10-class pass',
      price: '€150',
      text: 'Ten classes to use within four months.',
      features: ['All group classes', 'Mat & towel hire', 'Share with a friend', 'Online class library'],
      action: { label: 'Buy the pass', href: 'book.html?pass=ten' },
    },
    {
      name: 'Unlimited',
      price: '€95 / month',
      text: 'As many classes as you like, every day of the week.',
      features: ['All group classes', 'Mat & towel hire', 'Online class library', 'Two guest passes a month', '10% off workshops'],
      action: { label: 'Become a member', href: 'book.html?pass=unlimited' },
    },
  ],
};
