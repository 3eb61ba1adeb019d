import type { SectionData } from '../../../src/model/sections.ts';

/** A bicycle repair workshop's contact section, with the PHP form (the address, phone, email and hours are the business's). */
export const contactFixture: SectionData<'contact'> = {
  eyebrow: 'Visit or write',
  heading: 'Bring your bike in, or drop us a line',
  lead: 'The workshop is open Tuesday to Saturday, 9 am to 6 pm. Most repairs are done the same day.',
  detailsHeading: 'Contact details',
  address: { label: 'Address', mapLabel: 'Show on map' },
  phone: { label: 'Phone', callLabel: 'Call the workshop' },
  email: { label: 'Email' },
  hours: { label: 'Opening hours' },
  country: { label: 'Country', value: 'United Kingdom' },
  areasServed: { label: 'Areas served' },
  paymentMethods: { label: 'Payment methods' },
  yearFounded: { label: 'Founded' },
  form: {
    fields: 'php',
    action: 'contact.php',
    language: 'en',
    heading: 'Send us a message',
    name: 'Your name',
    email: 'Your email',
    message: 'Your message',
    submit: 'Send message',
    note: 'We reply within one working day. Your details are used only to answer you.',
  },
  aside: {
    heading: 'Booking a service?',
    text: 'Call us or pop in: we will look at your bike on the spot and give you a price before we start any work.',
    action: { fact: 'phone', label: 'Call the workshop' },
  },
};
