import type { BookingTexts } from './types.ts';

/** The Book page and booking mails in English. */
export const en: BookingTexts = {
  menu: 'Book',
  title: 'Book an appointment',
  lead: 'Choose what you would like and a time that suits you. This is a request: we confirm it by email or phone.',
  cta: 'Book a time',
  offer: 'Service',
  anyOffer: 'Not sure yet',
  day: 'Day',
  time: 'Time',
  slot: 'Day and time',
  zone: (zone) => `Times are in the ${zone} time zone.`,
  noSlots: 'There are no free times to book at the moment. Please contact us.',
  note: 'Note (optional)',
  submit: 'Send booking request',
  problemTitle: 'Please choose another time',
  problems: {
    slot_missing: 'Please choose a day and a time.',
    slot_taken: 'This time has just been booked by someone else.',
    slot_closed: 'We do not take bookings at this time.',
  },
  nearest: 'The nearest free times:',
  choose: 'Request this time',
  none: 'There are no free times in the coming days. Please contact us.',
  privacyHeading: 'Booking requests',
  privacy: 'When you send a booking request, we keep the service, the day and time, your name, your email address or phone number and your note for as long as contact form messages, counted from the booked time, then delete them.',
  mail: {
    greeting: (name) => `Hello ${name},`,
    receivedSubject: (business) => `Your booking request at ${business}`,
    received: (when) => `We have received your booking request for ${when}. We will confirm it soon.`,
    confirmedSubject: (business) => `Your booking at ${business} is confirmed`,
    confirmed: (when) => `Your booking for ${when} is confirmed. The attached invitation adds it to your calendar.`,
    declinedSubject: (business) => `Your booking request at ${business}`,
    declined: (when) => `Unfortunately we cannot take your booking for ${when}.`,
    ownerNote: 'A note from us:',
  },
};
