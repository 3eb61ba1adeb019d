import { FORM_PAGE_PLACEHOLDER, FORM_TOKEN_PLACEHOLDER, formFields, formLimits } from '@sitecraft/shared/forms';
import type { SectionData } from '../../model/sections.ts';
import { phoneText } from '../../safety/escape.ts';
import type { ShownBusiness } from '../business.ts';
import { html, trusted } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { icon, sectionHead } from './parts.ts';
import type { KindRenderers } from './types.ts';

type Contact = SectionData<'contact'>;

/**
 * The business's address (in an element of its own, with its map link), its phone, email, opening hours (a line per
 * group of days), the country, the places it serves, the ways to pay and its founding year as a `<dl>`; classes start
 * with `prefix`.
 */
function details(data: Contact, business: ShownBusiness, prefix: string, icons: boolean): SafeHtml {
  const { address, phone, email, hours, country, areasServed, paymentMethods, yearFounded } = data;
  const map = business.mapHref(country?.value);
  const row = (name: string, label: string, value: SafeHtml | string): SafeHtml =>
    html`<div><dt>${icons ? icon(name, `ui_icon ${prefix}_icon`) : ''}${label}</dt><dd>${value}</dd></div>`;
  return html`<dl class="${prefix}_dl">${
    address && business.address ? row('map-pin', address.label, html`<span>${business.address}</span>${map ? html`<a href="${map}">${address.mapLabel}</a>` : ''}`) : ''
  }${phone && business.phone ? row('phone', phone.label, business.phone.href ? html`<a href="${business.phone.href}">${business.phone.text}</a>` : business.phone.text) : ''}${
    email && business.email ? row('mail', email.label, html`<a href="${business.email.href}">${business.email.text}</a>`) : ''
  }${hours && business.hours.length > 0 ? row('clock', hours.label, html`${business.hours.map((line) => html`<span class="${prefix}_line">${line}</span>`)}`) : ''}${
    country ? row('globe', country.label, country.value) : ''
  }${areasServed && business.areasServed ? row('map', areasServed.label, business.areasServed) : ''}${
    paymentMethods && business.paymentMethods ? row('credit-card', paymentMethods.label, business.paymentMethods) : ''
  }${yearFounded && business.yearFounded ? row('calendar', yearFounded.label, business.yearFounded) : ''}</dl>`;
}

/** The button of the call-to-action card: its page, or the business's email or phone; none when the business lacks it. */
function asideLink(data: Contact, business: ShownBusiness): { label: string; href: string } | undefined {
  const action = data.aside?.action;
  if (!action || 'href' in action) return action;
  const href = action.fact === 'email' ? business.email?.href : business.phone?.href;
  return href ? { label: action.label, href } : undefined;
}

/** The "call us" button, when the business's phone can be dialled and the card beside the details does not already call it. */
function call(data: Contact, business: ShownBusiness): SafeHtml {
  const href = business.phone?.href;
  if (!data.phone || !href || (!data.form && asideLink(data, business)?.href === href)) return trusted('');
  return html`<div class="ui_actions"><a class="ui_btn" href="${href}">${phoneText(data.phone.callLabel)}</a></div>`;
}

type ContactForm = NonNullable<Contact['form']>;

/** The form's fields as the site's PHP handler names them. */
function phpFields(form: ContactForm, prefix: string): SafeHtml {
  return html`<input type="hidden" name="lang" value="${form.language}"><div class="${prefix}_fields"><label>${form.name}<input type="text" name="contact_name" autocomplete="name" required maxlength="100"></label><label>${form.email}<input type="email" name="contact_email" autocomplete="email" required maxlength="254"></label><label class="${prefix}_wide">${form.message}<textarea name="contact_message" required minlength="10" maxlength="5000" rows="6"></textarea></label></div><label class="${prefix}_trap" aria-hidden="true">—<input type="text" name="contact_url" tabindex="-1" autocomplete="off"></label>`;
}

/**
 * The form's fields as the forms endpoint names them (`formFields`): the contact field takes an email address or a
 * phone number, so it is a text field; the token field holds the placeholder the server replaces when it serves the page.
 */
function endpointFields(form: ContactForm, prefix: string): SafeHtml {
  return html`<input type="hidden" name="${formFields.token}" value="${FORM_TOKEN_PLACEHOLDER}"><input type="hidden" name="${formFields.page}" value="${FORM_PAGE_PLACEHOLDER}"><input type="hidden" name="${formFields.lang}" value="${form.language}"><div class="${prefix}_fields"><label>${form.name}<input type="text" name="${formFields.name}" autocomplete="name" required maxlength="${formLimits.name}"></label><label>${form.email}<input type="text" name="${formFields.contact}" autocomplete="email" required maxlength="${formLimits.contact}"></label><label class="${prefix}_wide">${form.message}<textarea name="${formFields.message}" required maxlength="${formLimits.message}" rows="6"></textarea></label></div><label class="${prefix}_trap" aria-hidden="true">—<input type="text" name="${formFields.honeypot}" tabindex="-1" autocomplete="off"></label>`;
}

/** The contact form: plain HTML, no script, posted to the site's PHP handler or to the forms endpoint. */
function form(data: Contact, prefix: string): SafeHtml {
  const { form } = data;
  if (!form) return trusted('');
  const fields = form.fields === 'endpoint' ? endpointFields(form, prefix) : phpFields(form, prefix);
  return html`<form class="${prefix}_form" method="post" action="${form.action}"><h3>${form.heading}</h3>${fields}<p class="${prefix}_note">${form.note}</p><div><button class="ui_btn" type="submit">${form.submit}</button></div></form>`;
}

/** The form, or else the call-to-action card with its button, where there is no form. */
function side(data: Contact, business: ShownBusiness, prefix: string): SafeHtml {
  if (data.form) return form(data, prefix);
  const link = asideLink(data, business);
  if (!data.aside || !link) return trusted('');
  return html`<div class="${prefix}_aside"><h3>${data.aside.heading}</h3><p>${data.aside.text}</p><div class="ui_actions"><a class="ui_btn" href="${link.href}">${link.href.startsWith('tel:') ? phoneText(link.label) : link.label}</a></div></div>`;
}

/** The CSS the variants share (links in the details, form fields, aside), for one variant's `prefix`. */
function formCss(prefix: string): string {
  return `.${prefix}_dl dd { hyphens: auto; }
.${prefix}_dl a { display: flex; align-items: center; width: fit-content; min-height: 2.75rem; }
.${prefix}_form h3, .${prefix}_aside h3 { margin-bottom: 1.2rem; }
.${prefix}_fields { display: grid; gap: 1.1rem; }
.${prefix}_form label { display: grid; gap: 0.4rem; font-weight: 600; min-width: 0; }
.${prefix}_form input, .${prefix}_form textarea { width: 100%; min-height: 3rem; font: inherit; color: var(--text); background: var(--bg); border: 1px solid var(--muted); border-radius: min(var(--radius), 10px); padding: 0.7rem 0.9rem; }
.${prefix}_form textarea { min-height: 9rem; resize: vertical; }
.${prefix}_form .${prefix}_trap { position: absolute; left: -9999px; width: 1px; overflow: hidden; }
.${prefix}_note { color: var(--muted); font-size: 0.9rem; margin: 1.1rem 0; }
.${prefix}_aside p { color: var(--muted); margin: 0; }
.${prefix}_aside .ui_actions { margin-top: 1.5rem; }
.${prefix}_line { display: block; }`;
}

/** How to reach the business: details, and the contact form on the contact page. */
export const contactVariants: KindRenderers<'contact'> = {
  split: {
    render: (data, { business }) => html`<section class="ui_section contact_split"><div class="ui_wrap contact_split_grid"><div>${sectionHead(data)}<h3 class="contact_split_sub">${data.detailsHeading}</h3>${details(data, business, 'contact_split', true)}${call(data, business)}</div>${side(data, business, 'contact_split')}</div></section>`,
    css: `.contact_split_grid { overflow-wrap: anywhere; display: grid; grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); gap: 3rem clamp(2rem, 6vw, 6rem); align-items: start; }
.contact_split_sub { font-size: 0.85rem; letter-spacing: 0.14em; text-transform: uppercase; font-family: var(--font-body); color: var(--muted); margin-bottom: 1.2rem; }
.contact_split_dl { display: grid; gap: 1.4rem; margin: 0; }
.contact_split_dl > div { position: relative; padding-left: 3.9rem; min-height: 2.8rem; }
.contact_split_icon { position: absolute; left: 0; top: 0; width: 2.8rem; height: 2.8rem; padding: 0.65rem; border-radius: 50%; background: var(--surface-alt); }
.contact_split_dl dt { font-size: 0.85rem; color: var(--muted); }
.contact_split_dl dd { margin: 0; font-weight: 600; font-size: 1.1rem; overflow-wrap: anywhere; }
.contact_split_grid > :only-child { grid-column: 1 / -1; }
.contact_split_form, .contact_split_aside { background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: clamp(1.5rem, 4vw, 2.6rem); }
${formCss('contact_split')}
@media (max-width: 760px) { .contact_split_grid { grid-template-columns: minmax(0, 1fr); } }`,
  },
  centered: {
    render: (data, { business }) => html`<section class="ui_section contact_centered"><div class="ui_wrap">${sectionHead(data, { className: 'ui_head contact_centered_head' })}<h3 class="ui_sr">${data.detailsHeading}</h3>${details(data, business, 'contact_centered', true)}<div class="contact_centered_call">${call(data, business)}</div>${side(data, business, 'contact_centered')}</div></section>`,
    css: `.contact_centered { overflow-wrap: anywhere; }
.contact_centered_head { text-align: center; margin-inline: auto; }
.contact_centered_dl { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 19rem)); justify-content: center; gap: 1.2rem; margin: 0 auto; max-width: 60rem; text-align: center; }
.contact_centered_dl > div { display: flex; flex-direction: column; align-items: center; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); padding: 1.8rem 1.2rem; }
.contact_centered_icon { display: block; width: 2rem; height: 2rem; margin: 0 auto 0.8rem; }
.contact_centered_dl dt { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: var(--muted); }
.contact_centered_dl a { margin-inline: auto; }
.contact_centered_dl dd { margin: 0.3rem 0 0; font-size: 1.1rem; font-weight: 600; overflow-wrap: anywhere; }
.contact_centered_call .ui_actions, .contact_centered_aside .ui_actions { justify-content: center; }
.contact_centered_form, .contact_centered_aside { max-width: 40rem; margin: clamp(3rem, 7vw, 4.5rem) auto 0; padding-top: clamp(2.5rem, 6vw, 3.5rem); border-top: 1px solid var(--border); }
.contact_centered_form h3, .contact_centered_aside { text-align: center; }
@media (max-width: 760px) { .contact_centered_dl > div { padding: 1.2rem; } }
.contact_centered_form .ui_btn { width: 100%; }
${formCss('contact_centered')}`,
  },
  details: {
    render: (data, { business }) => html`<section class="ui_section contact_details"><div class="ui_wrap"><div class="contact_details_top">${sectionHead(data)}${call(data, business)}</div><h3 class="ui_sr">${data.detailsHeading}</h3>${details(data, business, 'contact_details', false)}${side(data, business, 'contact_details')}</div></section>`,
    css: `.contact_details { overflow-wrap: anywhere; }
.contact_details_top { display: flex; flex-wrap: wrap; justify-content: space-between; align-items: flex-end; gap: 0 2rem; margin-bottom: 2.6rem; }
.contact_details_top .ui_head { margin: 0; }
.contact_details_top .ui_actions { margin-top: 1.5rem; }
.contact_details_dl { margin: 0; border-top: 2px solid var(--text); }
.contact_details_dl > div { display: grid; grid-template-columns: minmax(0, 14rem) minmax(0, 1fr); gap: 0.3rem 2rem; padding-block: 1.3rem; border-bottom: 1px solid var(--border); align-items: baseline; }
.contact_details_dl dt { font-size: 0.8rem; font-weight: 700; letter-spacing: 0.14em; text-transform: uppercase; color: var(--muted); }
.contact_details_dl dd { margin: 0; font: var(--heading-weight) clamp(1.25rem, 1rem + 1.1vw, 1.9rem)/1.3 var(--font-heading); overflow-wrap: anywhere; }
.contact_details_dl dd a { font: 600 1rem/1.7 var(--font-body); }
.contact_details_dl dd a[href^="tel:"] { font: inherit; }
.contact_details_form, .contact_details_aside { margin-top: clamp(2.5rem, 6vw, 4rem); background: var(--surface-alt); border-radius: var(--radius); padding: clamp(1.5rem, 4vw, 3rem); }
.contact_details_fields { grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 1.1rem 1.4rem; }
.contact_details_wide { grid-column: 1 / -1; }
${formCss('contact_details')}
@media (max-width: 760px) { .contact_details_dl > div { grid-template-columns: minmax(0, 1fr); } .contact_details_fields { grid-template-columns: minmax(0, 1fr); } }`,
  },
};
