import type { SiteGapCode } from '@sitecraft/shared/generation';

/** Texts of "Before you publish": what a site could not know about the business, and where to add it. */
export const siteGapsTexts = {
  heading: 'Before you publish',
  headingFor: (host: string) => `Before you publish ${host}`,
  intro: 'Your site could not know these, so it speaks in general terms or leaves them out:',
  /** One line per gap, for a person: what is missing and what the site does instead. */
  lines: {
    offers: 'No offers given, so the site shows the trade’s usual ones without prices',
    hours: 'No opening hours, so none are shown',
    reviews: 'No reviews, so the reviews section is left out',
    phone: 'No phone number, so there is no number or call button',
    address: 'No address, so there is no address or map link',
    email: 'No contact email, so no email address is shown',
    description: 'No description of the business, so the texts speak of the trade in general terms',
    areas_served: 'No areas served, so none are named',
    payment_methods: 'No payment methods, so none are named',
    year_founded: 'No year founded, so no year is named',
  } satisfies Record<SiteGapCode, string>,
  /** What its link does, in a few words. */
  actions: {
    offers: 'Add your offers',
    hours: 'Add opening hours',
    reviews: 'Add reviews',
    phone: 'Add a phone number',
    address: 'Add an address',
    email: 'Add an email',
    description: 'Describe your business',
    areas_served: 'Add areas served',
    payment_methods: 'Add payment methods',
    year_founded: 'Add the year founded',
  } satisfies Record<SiteGapCode, string>,
  inEditor: 'in Business details',
  inMySites: 'in My sites',
  inWizard: (step: number) => `in the wizard, step ${step}`,
  /** Said after the place, for screen readers, where a list is one of several sites'. */
  forSite: (host: string) => ` of ${host}`,
} as const;
