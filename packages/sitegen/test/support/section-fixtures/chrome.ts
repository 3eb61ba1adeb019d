import type { Business, FooterModel, NavModel } from '../../../src/model/site-model.ts';

/** The bistro's name, phone, address, email, hours, reviews and other facts, which its header, footer and sections show. */
export const businessFixture: Business = {
  name: 'Copper Pot Bistro',
  phone: '+1 207 555 0143',
  address: '84 Exchange Street, Portland, ME 04101',
  country: 'United States',
  email: 'hello@copperpotbistro.com',
  hours: {
    days: [
      { day: 'tue', opens: '08:00', closes: '22:00' }, { day: 'wed', opens: '08:00', closes: '22:00' }, { day: 'thu', opens: '08:00', closes: '22:00' },
      { day: 'fri', opens: '08:00', closes: '23:00' }, { day: 'sat', opens: '09:00', closes: '23:00' }, { day: 'sun', opens: '09:00', closes: '15:00' },
    ],
    note: 'Kitchen closes an hour earlier',
  },
  reviews: [
    { quote: 'We came for the brunch and stayed for the coffee. The hash with the poached eggs is worth the queue on a Saturday.', name: 'Rachel M.', source: 'Google' },
    { quote: 'They changed the menu for my gluten-free daughter without any fuss and the waiter checked twice with the kitchen.', name: 'David C.', source: 'in person' },
    { quote: 'A small place with a big heart. The soup of the day is always a surprise.' },
    { quote: 'Booked the back room for my mother’s eightieth. Everything was ready when we arrived, down to the candles we asked for.', name: 'Priya P.' },
    { quote: 'Friendly, fair and they remember your name.', source: 'by email' },
    { quote: 'The best clam chowder I have had outside my grandmother’s kitchen, and the bread is baked in the morning.', name: 'James O’Neill', source: 'Google' },
  ],
  areasServed: ['Portland', 'South Portland', 'Falmouth'],
  paymentMethods: ['Cash', 'Card', 'Apple Pay'],
  yearFounded: 2012,
};

/** The header of a neighbourhood bistro: six menu links, a booking button and a strip note. */
export const navFixture: NavModel = {
  variant: 'bar',
  homeHref: 'index.html',
  logo: 'favicon.svg',
  skipLink: 'Skip to content',
  menuLabel: 'Main menu',
  links: [
    { key: 'home', label: 'Home', href: 'index.html' },
    { key: 'products', label: 'Menu', href: 'menu.html' },
    { key: 'services', label: 'Services', href: 'services.html' },
    { key: 'about', label: 'About', href: 'about.html' },
    { key: 'blog', label: 'Blog', href: 'blog.html' },
    { key: 'contact', label: 'Contact', href: 'contact.html' },
  ],
  action: { label: 'Book a table', href: 'contact.html' },
  note: 'Neighbourhood bistro · Portland, Maine',
};

/** The bistro's footer: tagline, the menu again, address, phone, email and hours. */
export const footerFixture: FooterModel = {
  variant: 'columns',
  tagline: 'Seasonal plates, natural wine and a warm welcome on Exchange Street since 2012.',
  menuHeading: 'Explore',
  links: [
    { label: 'Home', href: 'index.html' },
    { label: 'Menu', href: 'menu.html' },
    { label: 'Services', href: 'services.html' },
    { label: 'About', href: 'about.html' },
    { label: 'Blog', href: 'blog.html' },
    { label: 'Contact', href: 'contact.html' },
  ],
  contactHeading: 'Visit us',
  contact: [
    { fact: 'address' },
    { fact: 'phone' },
    { fact: 'email' },
    { fact: 'hours' },
    { fact: 'areasServed', label: 'Areas served' },
  ],
  legal: '© 2025 Copper Pot Bistro. All rights reserved.',
  privacy: { label: 'Privacy policy', href: 'privacy.html' },
};
