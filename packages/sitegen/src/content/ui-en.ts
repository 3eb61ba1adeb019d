import type { UiText } from './schema.ts';

/** The page frame in English. {brand} and {domain} are filled in per site. */
export const uiEnglish: UiText = {
  nav: { home: 'Home', products: 'Products', services: 'Services', about: 'About', blog: 'Blog', contact: 'Contact', privacy: 'Privacy policy' },
  skipLink: 'Skip to content',
  menuLabel: 'Main menu',
  footerMenu: 'Site map',
  languageLabel: 'Language',
  contactDetails: 'Contact details',
  address: 'Address',
  phone: 'Phone',
  country: 'Country',
  callUs: 'Call us',
  showOnMap: 'Show on the map',
  form: {
    heading: 'Write to us',
    name: 'Your name',
    email: 'Your email',
    message: 'Your message',
    submit: 'Send message',
    note: 'We answer every message within one working day. Your details are used only to reply to you.',
    sent: 'Thank you! Your message has been sent and we will reply soon.',
    failed: 'The message could not be sent. Please check the fields below and try again.',
    nameError: 'Please enter your name (up to 100 characters).',
    emailError: 'Please enter a valid email address.',
    messageError: 'Please write a message of 10 to 5000 characters.',
    back: 'Back to the contact page',
  },
  sections: {
    highlights: 'Why people choose us',
    gallery: 'At a glance',
    stats: { heading: 'In numbers', offers: 'item on our list|items on our list', services: 'service to choose from|services to choose from', steps: 'clear step, start to finish|clear steps, start to finish', reply: 'to answer every message', replyValue: '24 h' },
  },
  faqHeading: 'Questions and answers',
  stepsHeading: 'How we work',
  valuesHeading: 'What we stand for',
  latestPosts: 'From our blog',
  readMore: 'Read the article',
  readingTime: 'min read',
  publishedOn: 'Published',
  backToBlog: 'Back to all articles',
  allProducts: 'See all products',
  allServices: 'See all services',
  learnMore: 'Learn more about us',
  rights: 'All rights reserved.',
  notFound: {
    title: 'Page not found',
    text: 'The page you were looking for has moved or never existed. The links below lead back to the main sections of the site.',
    action: 'Go to the home page',
    description: 'This page of {brand} does not exist. Go back to the home page to find our products, services and contact details.',
  },
  privacy: {
    title: 'Privacy policy',
    description: 'How {brand} collects, uses and protects the personal data of visitors of {domain}, and how you can exercise your rights.',
    intro:
      'This policy explains which personal data {brand} processes when you visit {domain} or contact us, why we do it and how long we keep it. We collect only what we need to answer you and to run this website.',
    sections: [
      {
        heading: 'What we collect',
        text: 'When you write to us we receive the name, email address and message you enter. Our web server also records technical data such as the address of your device, the browser you use and the pages you open, as every web server does.',
      },
      {
        heading: 'Why we use it',
        text: 'We use your message only to reply to you and to provide what you asked for. Technical data helps us keep the website secure and working. We do not sell your data and we do not use it for advertising profiles.',
      },
      {
        heading: 'How long we keep it',
        text: 'Messages are kept for as long as we need them to answer and to meet our legal duties, and no longer than two years. Server logs are deleted after thirty days.',
      },
      {
        heading: 'Cookies',
        text: 'This website does not set tracking cookies and works fully without any. If that ever changes, we will ask for your consent first.',
      },
      {
        heading: 'Your rights',
        text: 'You may ask us at any time which data about you we hold, have it corrected or deleted, or object to its use. Use the contact details on our contact page and we will answer within thirty days.',
      },
    ],
  },
};
