import type { BookingProblem } from '../booking-contract.ts';

/** The mails a visitor gets about a booking request; `when` is the day and time written out in the business's zone. */
export interface BookingMailTexts {
  greeting(name: string): string;
  receivedSubject(business: string): string;
  received(when: string): string;
  confirmedSubject(business: string): string;
  confirmed(when: string): string;
  declinedSubject(business: string): string;
  declined(when: string): string;
  /** Before the owner's note on a declined request. */
  ownerNote: string;
}

/**
 * Another time the owner proposes for a request: the visitor's mail (an Accept button, a Decline link) and the page its
 * links open. `asked` and `proposed` are days and times written out in the business's zone, naming it.
 */
export interface BookingProposalTexts {
  subject(business: string): string;
  proposed(asked: string, proposed: string): string;
  /** The mail's button and the page's button that accepts the time. */
  accept: string;
  /** The mail's Decline link, saying how long the links work (7 days). */
  declineLink(link: string): string;
  /** Under the mail's button, before its link written out. */
  buttonFallback: string;
  /** The page's heading and title. */
  title: string;
  /** The page's button that declines the time. */
  decline: string;
  accepted(when: string): string;
  declined: string;
  /** The time was booked by someone else before the visitor accepted: nothing is booked. */
  taken: string;
  /** A link changed, not ours, or older than 7 days. */
  invalid: string;
  /** The proposal was answered already, or withdrawn. */
  answered: string;
}

/** The Book page, the page of the nearest free times and the visitor's mails, in one language. */
export interface BookingTexts {
  /** The menu link. */
  menu: string;
  /** The page's heading and title. */
  title: string;
  lead: string;
  /** The button of the header and of calls to action that lead to the Book page. */
  cta: string;
  offer: string;
  /** The offer choice for a visitor who has not decided. */
  anyOffer: string;
  day: string;
  time: string;
  /** The one choice of day and time of a served page. */
  slot: string;
  /** "Times are in the Europe/London time zone." */
  zone(zone: string): string;
  noSlots: string;
  note: string;
  submit: string;
  problemTitle: string;
  problems: Record<BookingProblem, string>;
  /** Over the list of the nearest free times. */
  nearest: string;
  /** The button that asks for one of them. */
  choose: string;
  /** When no time is free in the days ahead. */
  none: string;
  /** The thank-you page's title and text after a request was sent (the contact form's thanks say a message was). */
  sentTitle: string;
  sent: string;
  /** The privacy policy's section on booking requests: what a request keeps, and for how long. */
  privacyHeading: string;
  privacy: string;
  mail: BookingMailTexts;
  proposal: BookingProposalTexts;
}
