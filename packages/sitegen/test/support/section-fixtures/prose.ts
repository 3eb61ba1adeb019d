import type { SectionData } from '../../../src/model/sections.ts';

/** A small accountancy practice's privacy policy. */
export const proseFixture: SectionData<'prose'> = {
  title: 'Privacy policy',
  lead: 'Hartley & Webb Accountants respects your privacy. This page explains what personal data this website collects, why, and what rights you have.',
  sections: [
    {
      heading: 'Who we are',
      text: 'Hartley & Webb Accountants, 3 Market Square, Ludlow SY8 1AP, United Kingdom, is responsible for the personal data processed on this website.',
    },
    {
      heading: 'What we collect',
      text: 'When you send us a message through the contact form, we receive your name, your email address and your message.\nThis website sets no tracking cookies and uses no analytics service.',
    },
    {
      heading: 'Why we use it',
      text: 'We use your details only to answer your enquiry. We never sell them or share them with third parties for marketing.',
    },
    {
      heading: 'How long we keep it',
      text: 'Messages are deleted twelve months after our last exchange, unless you become a client, in which case professional record-keeping rules apply.',
    },
    {
      heading: 'Your rights',
      text: 'You may ask to see, correct or delete the personal data we hold about you at any time by writing to us at the address above. You may also complain to the Information Commissioner’s Office.',
    },
  ],
  back: { label: 'Back to the home page', href: 'index.html' },
};
