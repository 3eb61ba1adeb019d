import type { SectionData } from '../../model/sections.ts';
import { html } from '../html.ts';
import type { SafeHtml } from '../html.ts';
import { picture, sectionHead } from './parts.ts';
import type { KindRenderers, RenderContext } from './types.ts';

type Member = SectionData<'team'>['members'][number];

/** Up to two initials of a name (first and last word), for the portrait's fallback. */
function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  const letter = (word: string | undefined): string => Array.from(word?.replace(/^\P{L}+/u, '') ?? '')[0]?.toUpperCase() ?? '';
  return letter(first) + letter(last);
}

/** The member's portrait, or their initials in a circle drawn with CSS. */
function portrait(member: Member, context: RenderContext, index: number, prefix: string): SafeHtml {
  if (!member.image) return html`<span class="${prefix}_initials" aria-hidden="true">${initials(member.name)}</span>`;
  return picture(member.image, index === 0 ? context : { ...context, first: false }, `${prefix}_img`);
}

/** Four columns on desktop for four or seven-plus people, else three. */
function columns(prefix: string, count: number): string {
  return count === 4 || count >= 7 ? ` ${prefix}_c4` : '';
}

/** The people behind the business. */
export const teamVariants: KindRenderers<'team'> = {
  grid: {
    render: (data, context) => html`<section class="ui_section team_grid"><div class="ui_wrap">${sectionHead(data)}<ul class="team_grid_list${columns('team_grid', data.members.length)}">${data.members.map(
      (member, index) => html`<li class="team_grid_member"><div class="team_grid_frame">${portrait(member, context, index, 'team_grid')}</div><h3>${member.name}</h3><p>${member.role}</p></li>`,
    )}</ul></div></section>`,
    css: `.team_grid_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr)); gap: 2.2rem 1.5rem; }
@media (min-width: 1000px) { .team_grid_list { grid-template-columns: repeat(3, 1fr); } .team_grid_c4 { grid-template-columns: repeat(4, 1fr); } }
@media (max-width: 760px) { .team_grid_list { grid-template-columns: repeat(2, 1fr); gap: 1.6rem 1rem; } }
.team_grid_member { overflow-wrap: anywhere; }
.team_grid_frame { display: grid; place-items: center; aspect-ratio: 4 / 5; margin-bottom: 1rem; overflow: hidden; border-radius: var(--radius); background: linear-gradient(160deg, var(--surface-alt), color-mix(in srgb, var(--accent) 22%, var(--surface-alt))); }
.team_grid_img { width: 100%; height: 100%; object-fit: cover; }
.team_grid_initials { display: grid; place-items: center; width: 52%; aspect-ratio: 1; border-radius: 50%; background: var(--primary); color: var(--on-primary); font: 700 clamp(1.6rem, 4vw, 2.8rem)/1 var(--font-heading); letter-spacing: 0.04em; }
.team_grid_member h3 { overflow-wrap: anywhere; margin: 0 0 0.2rem; }
.team_grid_member p { margin: 0; color: var(--muted); }`,
  },
  list: {
    render: (data, context) => html`<section class="ui_section ui_alt team_list"><div class="ui_wrap team_list_grid">${sectionHead(data, { className: 'ui_head team_list_head' })}<ul class="team_list_people">${data.members.map(
      (member, index) => html`<li class="team_list_member">${portrait(member, context, index, 'team_list')}<div><h3>${member.name}</h3><p>${member.role}</p></div></li>`,
    )}</ul></div></section>`,
    css: `.team_list_grid { display: grid; grid-template-columns: minmax(0, 0.8fr) minmax(0, 1.2fr); gap: clamp(2rem, 6vw, 6rem); align-items: start; }
.team_list_head { margin: 0; }
.team_list_people { list-style: none; margin: 0; padding: 0; border-top: 1px solid var(--border); }
.team_list_member { display: grid; grid-template-columns: 4.5rem 1fr; gap: 1.3rem; align-items: center; padding-block: 1.2rem; border-bottom: 1px solid var(--border); overflow-wrap: anywhere; }
.team_list_img, .team_list_initials { width: 4.5rem; height: 4.5rem; border-radius: 50%; object-fit: cover; }
.team_list_initials { display: grid; place-items: center; background: var(--bg); border: 2px solid var(--accent); color: var(--text); font: 700 1.3rem/1 var(--font-heading); }
.team_list_member h3 { overflow-wrap: anywhere; margin: 0 0 0.15rem; }
.team_list_member p { margin: 0; color: var(--muted); }
@media (min-width: 1000px) { .team_list_member { grid-template-columns: 4.5rem 1fr auto; } .team_list_member p { text-align: end; } .team_list_member div { display: contents; } }
@media (max-width: 760px) { .team_list_grid { grid-template-columns: minmax(0, 1fr); } }`,
  },
  cards: {
    render: (data, context) => html`<section class="ui_section team_cards"><div class="ui_wrap">${sectionHead(data, { className: 'ui_head team_cards_head' })}<ul class="team_cards_list${columns('team_cards', data.members.length)}">${data.members.map(
      (member, index) => html`<li class="team_cards_member">${portrait(member, context, index, 'team_cards')}<h3>${member.name}</h3><p>${member.role}</p></li>`,
    )}</ul></div></section>`,
    css: `.team_cards_head { margin-inline: auto; text-align: center; }
.team_cards_head h2::after { margin-inline: auto; }
.team_cards_list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); gap: 1.4rem; }
@media (min-width: 1000px) { .team_cards_list { grid-template-columns: repeat(3, 1fr); } .team_cards_c4 { grid-template-columns: repeat(4, 1fr); } }
.team_cards_member { position: relative; padding: 0 1.4rem 1.8rem; text-align: center; background: var(--surface); border: 1px solid var(--border); border-radius: var(--radius); overflow: hidden; overflow-wrap: anywhere; }
.team_cards_member::before { content: ""; display: block; height: 4.5rem; margin: 0 -1.4rem; background: color-mix(in srgb, var(--accent) 30%, var(--surface-alt)); }
.team_cards_img, .team_cards_initials { position: relative; width: 8rem; height: 8rem; margin: -3.5rem auto 1.2rem; border-radius: 50%; border: 4px solid var(--surface); object-fit: cover; }
.team_cards_initials { display: grid; place-items: center; background: var(--primary); color: var(--on-primary); font: 700 2.2rem/1 var(--font-heading); }
.team_cards_member h3 { overflow-wrap: anywhere; margin: 0 0 0.25rem; }
.team_cards_member p { margin: 0; color: var(--muted); font-size: 0.96rem; }
@media (max-width: 760px) { .team_cards_list { grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr)); gap: 0.8rem; } .team_cards_member { padding: 0 0.8rem 1.3rem; } .team_cards_member::before { height: 3rem; margin-inline: -0.8rem; } .team_cards_img, .team_cards_initials { width: 5.5rem; height: 5.5rem; margin-top: -2.4rem; font-size: 1.6rem; } }`,
  },
};
