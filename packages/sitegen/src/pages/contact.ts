import { phoneText, telHref } from '../safety/escape.ts';
import { businessJsonLd } from '../seo/json-ld.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import { rootHref } from '../site/links.ts';
import { localCountryName } from '../brief/countries.ts';
import { html } from './html.ts';
import type { SafeHtml } from './html.ts';
import { pageHead } from './parts.ts';

type Body = Omit<PageParts, 'title' | 'description'>;

function mapHref(address: string, country: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent([address, country].filter(Boolean).join(', '))}`;
}

/** The contact details as a definition list (address with a map link, phone, country). */
export function contactDetails(build: SiteBuild, edition: Edition): SafeHtml {
  const { ui } = edition;
  const { address, phone } = build.plan.answers;
  const country = build.plan.stopWords.phrase(localCountryName(build.plan.answers.country, edition.language.code));
  const tel = phone ? telHref(phone) : undefined;
  const link = mapHref(address, country);
  // The map link names openstreetmap.org and "search": left out when a stop word is among them.
  const map = build.plan.stopWords.has(link.replace(/^https:\/\//, '').replace(/[./?=%]/g, ' ')) ? undefined : link;
  return html`<div class="ui_card"><h2>${ui.contactDetails}</h2><dl class="ui_dl">
${address ? html`<div><dt>${ui.address}</dt><dd>${address}${map ? html`<br><a href="${map}">${ui.showOnMap}</a>` : ''}</dd></div>` : ''}
${phone ? html`<div><dt>${ui.phone}</dt><dd>${tel ? html`<a href="${tel}">${phoneText(phone)}</a>` : phone}</dd></div>` : ''}
${country ? html`<div><dt>${ui.country}</dt><dd>${country}</dd></div>` : ''}
</dl>${tel ? html`<div class="ui_actions"><a class="ui_btn" href="${tel}">${phoneText(ui.callUs)}</a></div>` : ''}</div>`;
}

/** The contact form that posts to the PHP handler (PHP sites only). */
export function contactForm(build: SiteBuild, edition: Edition): SafeHtml {
  const { form } = edition.ui;
  return html`<form class="ui_form" method="post" action="${rootHref(edition, build.paths.handler)}">
<h2>${form.heading}</h2>
<input type="hidden" name="lang" value="${edition.language.code}">
<label>${form.name}<input type="text" name="contact_name" autocomplete="name" required maxlength="100"></label>
<label>${form.email}<input type="email" name="contact_email" autocomplete="email" required maxlength="254"></label>
<label>${form.message}<textarea name="contact_message" required minlength="10" maxlength="5000" rows="6"></textarea></label>
<label class="ui_trap" aria-hidden="true">—<input type="text" name="contact_url" tabindex="-1" autocomplete="off"></label>
<p class="ui_note">${form.note}</p>
<div><button class="ui_btn" type="submit">${form.submit}</button></div>
</form>`;
}

/** The contact page: details for every site, and the form on PHP sites. */
export function contactPage(build: SiteBuild, edition: Edition): Body {
  const { copy } = edition;
  const side = build.plan.php ? contactForm(build, edition) : html`<div class="ui_card"><h2>${copy.cta.heading}</h2><p>${copy.cta.text}</p></div>`;
  const main = html`${pageHead(copy.contact.heading, copy.contact.lead, edition.ui.nav.contact)}
<section class="ui_section"><div class="ui_wrap ui_contact">${contactDetails(build, edition)}${side}</div></section>`;
  return { key: 'contact', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website' };
}
