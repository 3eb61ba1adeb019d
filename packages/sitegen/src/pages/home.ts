import { businessJsonLd } from '../seo/json-ld.ts';
import type { Edition, PageParts, SiteBuild } from '../site/build-types.ts';
import { pageHref } from '../site/links.ts';
import { html } from './html.ts';
import { callToAction, cardGrid, picture, postCards, sectionHead } from './parts.ts';

/** The home page: hero, highlights, introduction, products, steps, questions, articles. */
export function homePage(build: SiteBuild, edition: Edition): Omit<PageParts, 'title' | 'description'> {
  const { copy, ui } = edition;
  const main = html`<section class="ui_hero"><div class="ui_wrap ui_hero_grid">
<div><span class="ui_eyebrow">${copy.hero.eyebrow}</span><h1>${copy.hero.title}</h1><p class="ui_lead">${copy.hero.lead}</p>
<div class="ui_actions"><a class="ui_btn" href="${pageHref(build, 'contact')}">${copy.hero.primaryAction}</a><a class="ui_btn ui_btn_ghost" href="${pageHref(build, 'products')}">${copy.hero.secondaryAction}</a></div></div>
${picture(edition, build, 'hero', 'ui_art', false)}
</div></section>
<section class="ui_section ui_section_alt"><div class="ui_wrap">${cardGrid(copy.highlights)}</div></section>
<section class="ui_section"><div class="ui_wrap ui_split">
<div><h2>${copy.intro.heading}</h2>${copy.intro.paragraphs.map((paragraph) => html`<p>${paragraph}</p>`)}<a href="${pageHref(build, 'about')}">${ui.learnMore}</a></div>
${picture(edition, build, 'about', 'ui_art')}
</div></section>
<section class="ui_section ui_section_alt"><div class="ui_wrap">${sectionHead(copy.products.heading, copy.products.lead)}${cardGrid(copy.products.items.slice(0, 3))}<div class="ui_actions"><a class="ui_btn ui_btn_ghost" href="${pageHref(build, 'products')}">${ui.allProducts}</a></div></div></section>
<section class="ui_section"><div class="ui_wrap">${sectionHead(ui.stepsHeading)}<ol class="ui_steps">${copy.services.steps.map((step) => html`<li><h3>${step.title}</h3><p>${step.text}</p></li>`)}</ol></div></section>
<section class="ui_section ui_section_alt"><div class="ui_wrap">${sectionHead(ui.faqHeading)}${copy.faq.map((item) => html`<details class="ui_faq"><summary>${item.question}</summary><p>${item.answer}</p></details>`)}</div></section>
<section class="ui_section"><div class="ui_wrap">${sectionHead(ui.latestPosts, copy.blogIntro.lead)}${postCards(build, edition, 'h3')}</div></section>
${callToAction(build, edition)}`;
  return { key: 'home', main, jsonLd: [businessJsonLd(build, edition)], ogType: 'website' };
}
