import { BOOK_PAGE, BOOKING_PATH, BOOKING_SLOTS_END, BOOKING_SLOTS_START, bookingFields, bookingLimits, bookingTextsFor, type BookingRules, type BookingSlotsConfig, type BookingTexts } from '@sitecraft/shared/bookings';
import { FORM_PAGE_PLACEHOLDER, FORM_TOKEN_PLACEHOLDER, formFields, formLanguageOf, formLimits } from '@sitecraft/shared/forms';
import type { DayHours } from '@sitecraft/shared/generation';
import type { SectionData } from '../model/sections.ts';
import { shownSections, type EditionModel, type PageModel, type SiteModel } from '../model/site-model.ts';
import { sharedHeadTags, siteFooter, siteHeader } from './document.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { html, trusted, type SafeHtml } from './html.ts';
import { shownOffers } from './shown-offers.ts';

type EndpointForm = NonNullable<SectionData<'contact'>['form']>;

/** A site that takes booking requests: its rules, and the contact form of each edition whose endpoint it posts to. */
export interface SiteBookings {
  rules: BookingRules;
  hours: DayHours[];
}

/** The contact form of an edition that posts to the forms endpoint; none on a PHP site or a site without a form. */
function endpointForm(edition: EditionModel): EndpointForm | undefined {
  for (const page of edition.pages) {
    for (const section of shownSections(page)) {
      if (section.kind === 'contact' && section.data.form?.fields === 'endpoint') return section.data.form;
    }
  }
  return undefined;
}

/**
 * The bookings a site shows: turned on, with opening days to book in, on an HTML site whose contact form posts to the
 * forms endpoint (the booking endpoint is beside it). Undefined otherwise: such a site has no Book page.
 */
export function siteBookings(model: Pick<SiteModel, 'business' | 'editions' | 'php'>): SiteBookings | undefined {
  const rules = model.business.bookings;
  const hours = model.business.hours?.days ?? [];
  if (!rules?.enabled || hours.length === 0 || model.php) return undefined;
  return model.editions.every((edition) => endpointForm(edition)) ? { rules, hours } : undefined;
}

/**
 * The booking texts of an edition without the site's stop words, as the engine's interface texts are (a text a stop
 * word emptied gives way to the business's name); the zone line is cleaned when it is written.
 */
function textsOf(model: Pick<SiteModel, 'stopWords' | 'business'>, edition: EditionModel): BookingTexts {
  const texts = bookingTextsFor(edition.lang);
  const stopWords = new StopWordFilter(model.stopWords);
  return { ...stopWords.deep(texts, model.business.name), zone: (zone) => stopWords.text(texts.zone(zone), '') };
}

/** The edition's menus (the header's and the footer's) with the Book page last, and the header's button leading to it, as every page shows them. */
export function withBookLinks(model: Pick<SiteModel, 'stopWords' | 'business'>, edition: EditionModel): EditionModel {
  const texts = textsOf(model, edition);
  const nav = {
    ...edition.nav,
    links: [...edition.nav.links, { key: 'book', label: texts.menu, href: BOOK_PAGE }],
    ...(edition.nav.action ? { action: { label: texts.cta, href: BOOK_PAGE } } : {}),
  };
  const footer = { ...edition.footer, links: [...edition.footer.links, { label: texts.menu, href: BOOK_PAGE }] };
  return { ...edition, nav, footer };
}

/** Whether the booking texts are in the edition's own language (else they are English, and marked so). */
const carriesOwnTexts = (edition: EditionModel) => formLanguageOf(edition.lang) !== 'en' || edition.lang.toLowerCase().startsWith('en');

/**
 * The page with its calls to action that led to the contact page (a hero's first button, a call-to-action band, a
 * contact card's button) leading to the Book page; the privacy policy with a section on what a booking request keeps;
 * the thank-you page with the thanks for a booking request.
 */
export function withBookActions(model: Pick<SiteModel, 'stopWords' | 'business'>, edition: EditionModel, page: PageModel): PageModel {
  const contact = edition.pages.find((each) => each.key === 'contact')?.file.slice(edition.dir.length);
  if (!contact) return page;
  const texts = textsOf(model, edition);
  const label = texts.cta;
  const sections = page.sections.map((section) => {
    // The privacy policy says what a booking request keeps, after what the contact form keeps.
    if (page.key === 'privacy' && section.kind === 'prose') {
      const lang = carriesOwnTexts(edition) ? {} : { lang: 'en' };
      return { ...section, data: { ...section.data, sections: [...section.data.sections, { heading: texts.privacyHeading, text: texts.privacy, ...lang }] } };
    }
    // The thanks for a booking request, shown when the booking endpoint sends the visitor back (`#booking-sent`).
    if (section.kind === 'thankYou') {
      const lang = carriesOwnTexts(edition) ? {} : { lang: 'en' };
      return { ...section, data: { ...section.data, booked: { title: texts.sentTitle, text: texts.sent, ...lang } } };
    }
    if (section.kind === 'cta' && section.data.action.href === contact) return { ...section, data: { ...section.data, action: { label, href: BOOK_PAGE } } };
    const aside = section.kind === 'contact' ? section.data.aside : undefined;
    if (section.kind === 'contact' && aside && 'href' in aside.action && aside.action.href === contact) return { ...section, data: { ...section.data, aside: { ...aside, action: { label, href: BOOK_PAGE } } } };
    if (section.kind === 'hero' && section.data.actions[0]?.href === contact) {
      const [, ...rest] = section.data.actions;
      return { ...section, data: { ...section.data, actions: [{ label, href: BOOK_PAGE }, ...rest] } };
    }
    return section;
  });
  return { ...page, sections: sections as PageModel['sections'] };
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const timeOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Every time a slot may start on some open day, earliest first: what a copy hosted elsewhere offers beside its day field. */
export function openingTimes(hours: readonly DayHours[], minutes: number): string[] {
  const starts = new Set<number>();
  for (const day of hours) {
    for (let start = minutesOf(day.opens); start + minutes <= minutesOf(day.closes); start += minutes) starts.add(start);
  }
  return [...starts].sort((a, b) => a - b).map(timeOf);
}

/** What the served page needs to put the free slots in, carried by the opening comment (no `--` can occur in it). */
function slotsConfig(edition: EditionModel, bookings: SiteBookings): BookingSlotsConfig {
  const { rules, hours } = bookings;
  return { lang: edition.lang, zone: rules.time_zone, minutes: rules.slot_minutes, daysAhead: rules.days_ahead, noticeHours: rules.notice_hours, days: hours.map(({ day, opens, closes }) => ({ day, opens, closes })) };
}

/** The day and time fields of the page as written: a day field and the opening times, between the markers the server fills. */
function dayAndTime(edition: EditionModel, bookings: SiteBookings, texts: BookingTexts): SafeHtml {
  const times = openingTimes(bookings.hours, bookings.rules.slot_minutes);
  const config = JSON.stringify(slotsConfig(edition, bookings)).replaceAll('--', '- -');
  return html`${trusted(`${BOOKING_SLOTS_START}${config} -->`)}<label>${texts.day}<input type="date" name="${bookingFields.day}" required></label><label>${texts.time}<select name="${bookingFields.time}" required><option value="">—</option>${times.map((time) => html`<option>${time}</option>`)}</select></label>${trusted(BOOKING_SLOTS_END)}`;
}

/** The offers to choose from: the owner's own, else those the site lists; none when it lists none. */
function offerField(model: SiteModel, edition: EditionModel, texts: BookingTexts): SafeHtml {
  const names = (model.business.offers?.map((offer) => offer.name) ?? shownOffers(edition).map((offer) => offer.title)).filter((name) => name.length <= bookingLimits.offer);
  if (names.length === 0) return trusted('');
  return html`<label class="book_wide">${texts.offer}<select name="${bookingFields.offer}"><option value="">${texts.anyOffer}</option>${names.map((name) => html`<option>${name}</option>`)}</select></label>`;
}

const zoneLine = (line: string): SafeHtml => (line ? html`<p class="book_zone book_wide">${line}</p>` : trusted(''));

/** The booking form: plain HTML, no script, posted to the booking endpoint beside the contact form's. */
function bookingForm(model: SiteModel, edition: EditionModel, bookings: SiteBookings, form: EndpointForm, texts: BookingTexts): SafeHtml {
  return html`<form class="book_form" method="post" action="${`${form.action}/${BOOKING_PATH}`}"><input type="hidden" name="${formFields.token}" value="${FORM_TOKEN_PLACEHOLDER}"><input type="hidden" name="${formFields.page}" value="${FORM_PAGE_PLACEHOLDER}"><input type="hidden" name="${formFields.lang}" value="${form.language}"><div class="book_fields">${offerField(model, edition, texts)}${dayAndTime(edition, bookings, texts)}${zoneLine(texts.zone(bookings.rules.time_zone))}<label>${form.name}<input type="text" name="${formFields.name}" autocomplete="name" required maxlength="${formLimits.name}"></label><label>${form.email}<input type="text" name="${formFields.contact}" autocomplete="email" required maxlength="${formLimits.contact}"></label><label class="book_wide">${texts.note}<textarea name="${bookingFields.note}" maxlength="${bookingLimits.note}" rows="4"></textarea></label></div><label class="book_trap" aria-hidden="true">—<input type="text" name="${formFields.honeypot}" tabindex="-1" autocomplete="off"></label><div class="book_submit"><button class="ui_btn" type="submit">${texts.submit}</button></div></form>`;
}

const bookCss = `.book_inner { max-width: 46rem; overflow-wrap: anywhere; }
.book_form { margin-top: 2rem; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: clamp(1.5rem, 4vw, 2.6rem); }
.book_fields { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1.1rem 1.4rem; }
.book_wide { grid-column: 1 / -1; }
.book_form label { display: grid; gap: 0.4rem; font-weight: 600; min-width: 0; }
.book_form input, .book_form select, .book_form textarea { width: 100%; min-height: 3rem; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--muted); border-radius: min(var(--radius), 10px); padding: 0.7rem 0.9rem; }
.book_form textarea { resize: vertical; }
.book_zone { color: var(--muted); font-size: 0.95rem; margin: 0; }
.book_form .book_trap { position: absolute; left: -9999px; width: 1px; overflow: hidden; }
.book_submit { margin-top: 1.5rem; }
@media (max-width: 760px) { .book_fields { grid-template-columns: minmax(0, 1fr); } }`;

/**
 * The Book page of one edition, `<dir>book.html`: the offer, the day and time, name, contact and a note, in the page's
 * language, posted without script to the booking endpoint. Undefined when the site takes no bookings.
 */
export function bookPage(model: SiteModel, edition: EditionModel): { file: string; html: string } | undefined {
  const bookings = siteBookings(model);
  const form = endpointForm(edition);
  if (!bookings || !form) return undefined;
  const texts = textsOf(model, edition);
  const shown = withBookLinks(model, edition);
  const title = `${texts.title} | ${model.business.name}`;
  const canonical = `https://${model.asciiHost}/${edition.dir}${BOOK_PAGE}`;
  const lang = carriesOwnTexts(edition) ? trusted('') : trusted(' lang="en"');
  const current = (key: string) => (key === 'book' ? trusted(' aria-current="page"') : trusted(''));
  const page = html`<!DOCTYPE html>
<html lang="${edition.lang}"${edition.rtl ? trusted(' dir="rtl"') : ''}>
<head>
${sharedHeadTags(model, edition)}
<title>${title}</title>
<meta name="description" content="${texts.lead}">
<meta name="referrer" content="no-referrer-when-downgrade">
<link rel="canonical" href="${canonical}">
<style>${trusted(bookCss)}</style>
</head>
<body>
${siteHeader(model, shown, current, trusted(''))}
<main id="ui_main"><section class="ui_section book"><div class="ui_wrap book_inner"${lang}><h1>${texts.title}</h1><p class="ui_lead">${texts.lead}</p>${bookingForm(model, edition, bookings, form, texts)}</div></section></main>
${siteFooter(model, shown)}
</body>
</html>
`;
  return { file: `${edition.dir}${BOOK_PAGE}`, html: page.value };
}
