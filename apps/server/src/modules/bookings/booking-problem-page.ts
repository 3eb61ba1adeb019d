import { bookingFields, bookingTextsFor, type BookingProblem } from '@sitecraft/shared/bookings';
import { formFields, formLanguageOf, formTexts } from '@sitecraft/shared/forms';
import { languages } from '@sitecraft/sitegen';
import { escapeHtml } from '../../infra/mail/mail-layout.ts';
import type { Slot } from './free-slots.ts';
import { dayText, slotValue } from './slot-choice.ts';

/** The fields a request carried that go with it again when the visitor picks another time (never the honeypot). */
const carried = [formFields.name, formFields.contact, bookingFields.note, bookingFields.offer, formFields.token, formFields.page, formFields.lang] as const;

/**
 * The page a booking request whose time cannot be booked gets, in the site's language (noindex, no script): why, and
 * the nearest free times as a choice that sends the same request again for the one picked. The times are the
 * business's, in its zone, and say so.
 */
export function bookingProblemPage(action: string, lang: string, zone: string, problem: BookingProblem, nearest: readonly Slot[], fields: Record<string, unknown>): string {
  const language = formLanguageOf(lang);
  const rtl = languages.find((known) => known.code === language)?.rtl === true;
  const texts = bookingTextsFor(language);
  const hidden = carried.flatMap((name) => {
    const value = fields[name];
    return typeof value === 'string' && value !== '' ? [`<input type="hidden" name="${name}" value="${escapeHtml(value)}">`] : [];
  });
  const choices = nearest.map(
    (slot, index) => `<label><input type="radio" name="${bookingFields.slot}" value="${slotValue(slot)}" required${index === 0 ? ' checked' : ''}> ${escapeHtml(dayText(language, slot.day, zone))}, ${slot.time}</label>`,
  );
  const choice = nearest.length > 0
    ? `<form method="post" action="${escapeHtml(action)}">${hidden.join('')}<fieldset><legend>${escapeHtml(texts.nearest)}</legend>${choices.join('')}</fieldset><p>${escapeHtml(texts.zone(zone))}</p><button type="submit">${escapeHtml(texts.choose)}</button></form>`
    : `<p>${escapeHtml(texts.none)}</p>`;
  return `<!doctype html>
<html lang="${language}"${rtl ? ' dir="rtl"' : ''}><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(texts.problemTitle)}</title>
<style>body{font:18px/1.5 system-ui,sans-serif;color:#0f172a;max-width:36rem;margin:4rem auto;padding:0 1rem}fieldset{border:0;padding:0;margin:1rem 0;display:grid;gap:.5rem}legend{font-weight:600;margin-bottom:.5rem}label{display:flex;gap:.6rem;align-items:center;min-height:2.75rem}input[type=radio]{width:1.25rem;height:1.25rem}button{font:inherit;font-weight:700;padding:.75rem 1.6rem;border:0;border-radius:8px;background:#1d4ed8;color:#fff;cursor:pointer}</style></head>
<body><main><h1>${escapeHtml(texts.problemTitle)}</h1><p>${escapeHtml(texts.problems[problem])}</p>${choice}<p>${escapeHtml(formTexts[language].thankYou.back)}</p></main></body></html>`;
}
