import { businessJsonLd } from '../seo/json-ld.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import { pageHref } from '../site/links.ts';
import { html } from './html.ts';
import { callToAction, cardGrid, pageHead, picture, sectionHead } from './parts.ts';

type Body = Omit<PageParts, 'title' | 'description'>;

/** The products page: every product as a card, with a picture and the call to action. */
export function productsPage(build: SiteBuild, edition: Edition): Body {
  const { copy, ui } = edition;
  const main = html`${pageHead(copy.products.heading, copy.products.lead, ui.nav.products)}
<section class="ui_section"><div class="ui_wrap">${cardGrid(copy.products.items, 'h2')}</div></section>
<section class="ui_section ui_section_alt"><div class="ui_wrap ui_split">${picture(edition, build, 'products', 'ui_art')}<div>${sectionHead(copy.highlights[0]?.title ?? copy.tagline, copy.highlights[0]?.text)}<a class="ui_btn" href="${pageHref(build, 'contact')}">${copy.cta.action}</a></div></div></section>
${callToAction(build, edition)}`;
  return { key: 'products', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website' };
}

/** The services page: the services, how the work goes, and the call to action. */
export function servicesPage(build: SiteBuild, edition: Edition): Body {
  const { copy, ui } = edition;
  const main = html`${pageHead(copy.services.heading, copy.services.lead, ui.nav.services)}
<section class="ui_section"><div class="ui_wrap">${cardGrid(copy.services.items, 'h2', true)}</div></section>
<section class="ui_section ui_section_alt"><div class="ui_wrap ui_split"><div>${sectionHead(ui.stepsHeading)}<ol class="ui_steps">${copy.services.steps.map((step) => html`<li><h3>${step.title}</h3><p>${step.text}</p></li>`)}</ol></div>${picture(edition, build, 'services', 'ui_art')}</div></section>
${callToAction(build, edition)}`;
  return { key: 'services', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website' };
}

/** The about page: the story, the values and where to find the business. */
export function aboutPage(build: SiteBuild, edition: Edition): Body {
  const { copy, ui } = edition;
  const [first, ...rest] = copy.about.paragraphs;
  const main = html`${pageHead(copy.about.heading, first ?? copy.tagline, ui.nav.about)}
<section class="ui_section"><div class="ui_wrap ui_split"><div>${rest.map((paragraph) => html`<p>${paragraph}</p>`)}<a href="${pageHref(build, 'services')}">${ui.allServices}</a></div>${picture(edition, build, 'about', 'ui_art')}</div></section>
<section class="ui_section ui_section_alt"><div class="ui_wrap">${sectionHead(ui.valuesHeading)}${cardGrid(copy.about.values)}</div></section>
${callToAction(build, edition)}`;
  return { key: 'about', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website' };
}
