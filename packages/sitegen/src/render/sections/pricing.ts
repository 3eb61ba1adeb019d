import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { icon, sectionHead } from './parts.ts';
import type { KindRenderers } from './types.ts';

type Plan = SectionData<'pricing'>['plans'][number];

/** The plan a layout emphasises: the middle one of three, the later middle one of an even count; none when alone. */
function featured(plans: readonly Plan[]): number {
  return plans.length > 1 ? Math.floor(plans.length / 2) : -1;
}

/** Every feature any plan lists, in order of first mention. */
function allFeatures(plans: readonly Plan[]): string[] {
  return [...new Set(plans.flatMap((plan) => plan.features))];
}

/** A plan's features as a list with check marks. */
function features(plan: Plan, className: string): SafeHtml {
  if (!plan.features.length) return html``;
  return html`<ul class="${className}">${plan.features.map((feature) => html`<li>${icon('check')}<span>${feature}</span></li>`)}</ul>`;
}

/** What things cost: plans, passes or packages. */
export const pricingVariants: KindRenderers<'pricing'> = {
  columns: {
    render: (data) => {
      const star = featured(data.plans);
      return html`<section class="ui_section pricing_columns"><div class="ui_wrap">${sectionHead(data, { className: 'ui_head pricing_columns_head' })}<ul class="pricing_columns_list pricing_columns_n${data.plans.length}">${data.plans.map(
        (plan, index) => html`<li class="pricing_columns_plan${index === star ? ' pricing_columns_star' : ''}"><h3>${plan.name}</h3><p class="pricing_columns_price">${plan.price}</p>${
          plan.text ? html`<p class="pricing_columns_text">${plan.text}</p>` : ''
        }${features(plan, 'pricing_columns_features')}<a class="ui_btn${index === star ? '' : ' ui_btn_ghost'} pricing_columns_btn" href="${plan.action.href}">${plan.action.label}</a></li>`,
      )}</ul></div></section>`;
    },
    css: `.pricing_columns_head { margin-inline: auto; text-align: center; }
.pricing_columns_head h2::after { margin-inline: auto; }
.pricing_columns_list { list-style: none; margin: 0 auto; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr)); gap: 1.4rem; align-items: stretch; }
.pricing_columns_n1 { max-width: 26rem; } .pricing_columns_n2 { max-width: 52rem; }
.pricing_columns_plan { display: flex; flex-direction: column; padding: clamp(1.6rem, 3vw, 2.2rem); background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); overflow-wrap: anywhere; }
.pricing_columns_plan h3 { overflow-wrap: anywhere; margin-bottom: 0.8rem; font-size: 1.1rem; letter-spacing: 0.08em; text-transform: uppercase; }
.pricing_columns_plan .pricing_columns_price { margin: 0 0 0.6rem; font: var(--heading-weight) clamp(2rem, 1.6rem + 1.4vw, 2.8rem)/1.1 var(--font-heading); }
.pricing_columns_text { color: var(--muted); margin: 0; }
.pricing_columns_features { list-style: none; margin: 1.4rem 0 0; padding: 1.4rem 0 0; border-top: 1px solid var(--border); display: grid; gap: 0.6rem; }
.pricing_columns_features li { display: flex; gap: 0.6rem; align-items: flex-start; line-height: 1.45; }
.pricing_columns_features .ui_icon { width: 1.25rem; height: 1.25rem; margin-top: 0.1rem; }
.pricing_columns_btn { margin-top: auto; width: 100%; }
.pricing_columns_plan > :nth-last-child(2) { margin-bottom: 1.8rem; }
.pricing_columns_star { background: var(--primary); border-color: var(--primary); color: var(--on-primary); }
.pricing_columns_star .pricing_columns_text, .pricing_columns_star .ui_icon { color: var(--on-primary); }
.pricing_columns_star .pricing_columns_features { border-color: color-mix(in srgb, var(--on-primary) 30%, transparent); }
.pricing_columns_star .pricing_columns_btn { background: var(--on-primary); border-color: var(--on-primary); color: var(--primary); }
.pricing_columns_star .pricing_columns_btn:focus-visible { outline-color: var(--on-primary); }
@media (min-width: 1000px) { .pricing_columns_n3 .pricing_columns_star, .pricing_columns_n4 .pricing_columns_star { transform: translateY(-0.8rem); box-shadow: 0 24px 48px -28px color-mix(in srgb, var(--primary) 70%, transparent); } }`,
  },
  list: {
    render: (data) => {
      const star = featured(data.plans);
      return html`<section class="ui_section ui_alt pricing_list"><div class="ui_wrap">${sectionHead(data)}<ul class="pricing_list_rows">${data.plans.map(
        (plan, index) => html`<li class="pricing_list_row${index === star ? ' pricing_list_star' : ''}"><div class="pricing_list_name"><h3>${plan.name}</h3>${
          plan.text ? html`<p>${plan.text}</p>` : ''
        }</div>${features(plan, 'pricing_list_features')}<div class="pricing_list_buy"><p class="pricing_list_price">${plan.price}</p><a class="ui_btn${index === star ? '' : ' ui_btn_ghost'}" href="${plan.action.href}">${plan.action.label}</a></div></li>`,
      )}</ul></div></section>`;
    },
    css: `.pricing_list_rows { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; }
.pricing_list_row { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) auto; gap: 1.2rem clamp(1.5rem, 4vw, 3.5rem); align-items: center; padding: clamp(1.4rem, 3vw, 2rem) clamp(1.4rem, 3vw, 2.2rem); background: var(--bg); border: 1px solid var(--border); border-radius: var(--radius); overflow-wrap: anywhere; }
.pricing_list_star { border: 2px solid var(--primary); box-shadow: inset 6px 0 0 var(--accent); }
.pricing_list_name h3 { overflow-wrap: anywhere; margin: 0 0 0.3rem; }
.pricing_list_name p { margin: 0; color: var(--muted); }
.pricing_list_features { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(min(100%, 12rem), 1fr)); gap: 0.4rem 1.2rem; font-size: 0.96rem; }
.pricing_list_features li { display: flex; gap: 0.5rem; align-items: flex-start; line-height: 1.45; }
.pricing_list_features .ui_icon { width: 1.15rem; height: 1.15rem; margin-top: 0.1rem; }
.pricing_list_buy { display: flex; flex-direction: column; align-items: flex-end; gap: 0.7rem; text-align: end; }
.pricing_list_buy .pricing_list_price { margin: 0; font: var(--heading-weight) clamp(1.6rem, 1.3rem + 1vw, 2.1rem)/1.1 var(--font-heading); }
@media (max-width: 900px) { .pricing_list_row { grid-template-columns: 1fr; } .pricing_list_buy { flex-direction: row; flex-wrap: wrap; align-items: center; justify-content: space-between; text-align: start; } }`,
  },
  table: {
    render: (data) => {
      const star = featured(data.plans);
      const rows = allFeatures(data.plans);
      const cell = (index: number): SafeHtml => (index === star ? html` class="pricing_table_star"` : html``);
      return html`<section class="ui_section pricing_table"><div class="ui_wrap">${sectionHead(data)}<section class="pricing_table_scroll" tabindex="0" aria-label="${data.heading}"><table class="pricing_table_grid pricing_table_n${data.plans.length}"><thead><tr><td></td>${data.plans.map(
        (plan, index) => html`<th scope="col"${cell(index)}><span class="pricing_table_name">${plan.name}</span><span class="pricing_table_price">${plan.price}</span>${
          plan.text ? html`<span class="pricing_table_text">${plan.text}</span>` : ''
        }</th>`,
      )}</tr></thead><tbody>${rows.map(
        (feature) => html`<tr><th scope="row">${feature}</th>${data.plans.map(
          (plan, index) => html`<td${cell(index)}>${plan.features.includes(feature) ? html`<span class="pricing_table_yes">✓</span>` : html`<span class="pricing_table_no">–</span>`}</td>`,
        )}</tr>`,
      )}</tbody><tfoot><tr><td></td>${data.plans.map(
        (plan, index) => html`<td${cell(index)}><a class="ui_btn${index === star ? '' : ' ui_btn_ghost'}" href="${plan.action.href}">${plan.action.label}</a></td>`,
      )}</tr></tfoot></table></section></div></section>`;
    },
    css: `.pricing_table_scroll { overflow-x: auto; border: 1px solid var(--border); border-radius: var(--radius); background: var(--surface); }
.pricing_table_grid { width: 100%; border-collapse: collapse; table-layout: fixed; }
.pricing_table_n2 { min-width: 30rem; } .pricing_table_n3 { min-width: 39rem; } .pricing_table_n4 { min-width: 50rem; }
.pricing_table_grid thead td { width: 28%; }
.pricing_table_grid th, .pricing_table_grid td { padding: 0.9rem 1.2rem; overflow-wrap: anywhere; border-bottom: 1px solid var(--border); text-align: center; vertical-align: middle; }
.pricing_table_grid tbody th { text-align: start; font-weight: 500; }
.pricing_table_grid thead th { vertical-align: bottom; padding-block: 1.6rem 1.2rem; }
.pricing_table_name { display: block; font: var(--heading-weight) var(--h3)/1.25 var(--font-heading); letter-spacing: var(--tracking); text-transform: var(--heading-case); }
.pricing_table_price { display: block; margin-top: 0.4rem; font: var(--heading-weight) 1.7rem/1.15 var(--font-heading); }
.pricing_table_text { display: block; margin-top: 0.4rem; color: var(--muted); font-size: 0.9rem; font-weight: 400; }
.pricing_table_yes { color: var(--link); font-size: 1.25rem; font-weight: 700; }
.pricing_table_no { color: var(--muted); }
.pricing_table_grid .pricing_table_star { background: var(--surface-alt); }
.pricing_table_grid thead .pricing_table_star { box-shadow: inset 0 4px 0 var(--accent); }
.pricing_table_grid tfoot td { border-bottom: 0; padding-block: 1.4rem; }
.pricing_table_grid tfoot .ui_btn { width: 100%; padding-inline: 0.8rem; }
@media (max-width: 760px) {
.pricing_table_grid th, .pricing_table_grid td { padding-inline: 0.8rem; }
.pricing_table_grid thead td { width: 9.5rem; }
.pricing_table_grid tr > :first-child { position: sticky; left: 0; z-index: 1; background: var(--surface); box-shadow: 1px 0 0 var(--border); }
}`,
  },
};
