import type { Business, FooterModel, NavModel } from '../../../src/model/site-model.ts';

/** The bistro's name, phone, address, email and hours, which its header, footer and contact block show. */
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
  ],
  legal: '© 2025 Copper Pot Bistro. All rights reserved.',
  privacy: { label: 'Privacy policy', href: 'privacy.html' },
};
