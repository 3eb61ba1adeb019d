import { bookingFields, requestedSlot, slotMinutesOf, type BookingProblem } from '@sitecraft/shared/bookings';
import { formFields, type FormProblem } from '@sitecraft/shared/forms';
import type { SiteFormRow } from '../../infra/db/schema.ts';
import { isForeignKeyViolation } from '../../infra/db/unique-violation.ts';
import { correctedToken, formClient, rememberCorrection } from '../forms/form-corrections.ts';
import { checkFormToken } from '../forms/form-token.ts';
import { notificationRecipient } from '../forms/notification-recipient.ts';
import type { ReceiveDeps } from '../forms/receive-post.ts';
import { spamReasonOf } from '../forms/spam-rules.ts';
import { acceptsTokenless } from '../forms/tokenless-posts.ts';
import { ownerRequestMail, receivedMail } from './booking-mails.ts';
import { bookingSiteOf, type BookingSite } from './booking-site.ts';
import { acceptedTimes, addBookingRequest } from './booking-store.ts';
import { freeSlots, instantOf, type Slot } from './free-slots.ts';

/** What a booking post gets: thanks (spam too), a contact form problem to correct, or the nearest free times instead of the one asked for. */
export type BookingAnswer = { kind: 'thanks' } | { kind: 'problem'; problem: FormProblem } | { kind: 'slot'; problem: BookingProblem; nearest: Slot[]; site: BookingSite };

/** How many free times a visitor whose time could not be booked gets to choose from. */
const NEAREST_COUNT = 6;

function field(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  return typeof value === 'string' ? value.trim() : '';
}

/** The free slots nearest to `instant`, earliest first. */
export function nearestSlots(free: readonly Slot[], instant: number, count = NEAREST_COUNT): Slot[] {
  const distance = (slot: Slot) => Math.abs(Date.parse(slot.start) - instant);
  return [...free].sort((a, b) => distance(a) - distance(b)).slice(0, count).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/**
 * Takes one booking request to a site's form, by the contact form's spam rules (a honeypot, the time token, links):
 * spam is thanked and dropped. A valid request must name a slot free by the rules of the site's newest version (inside
 * the opening hours, past the notice, within the days ahead, overlapping no accepted booking); it is then stored as
 * waiting, its token used up in the same transaction, and the owner and the visitor are mailed.
 */
export async function receiveBookingPost(deps: ReceiveDeps, form: SiteFormRow, body: Record<string, unknown>, problem: FormProblem | undefined, address: string): Promise<BookingAnswer> {
  const { ctx } = deps;
  const formId = form.form_id;
  const now = ctx.clock.now();
  const name = field(body, formFields.name);
  const contact = field(body, formFields.contact);
  const note = field(body, bookingFields.note);
  const rawToken = body[formFields.token];
  const token = checkFormToken(deps.tokenSecret, formId, typeof rawToken === 'string' ? rawToken : undefined, now);
  const client = formClient(deps.tokenSecret, formId, address);
  // As on the contact form: a correction sent back at once is judged by the token of the post sent back to be corrected.
  const judged = (token.kind === 'spam' && token.reason === 'too_soon' ? await correctedToken(ctx.db, client, now) : undefined) ?? token;
  const honeypot = body[formFields.honeypot];
  const spam = spamReasonOf({ honeypot: typeof honeypot === 'string' ? honeypot : undefined, texts: [name, note], token: judged, tokenlessAccepted: acceptsTokenless(form) });
  if (spam) return { kind: 'thanks' };
  const keepToken = async () => {
    if (judged.kind === 'valid') await rememberCorrection(ctx.db, client, judged, now);
  };
  if (problem) {
    await keepToken();
    return { kind: 'problem', problem };
  }

  const site = await bookingSiteOf(deps, form);
  if (!site) return { kind: 'problem', problem: 'closed' };
  const offer = field(body, bookingFields.offer) || undefined;
  const minutes = slotMinutesOf(site.rules, offer);
  const { rules } = site;
  const taken = await acceptedTimes(ctx.db, formId, now);
  // The Book page offers the site's slot grid; an offer of its own length starts on it and must fit before closing.
  const free = freeSlots({ hours: { days: site.hours }, zone: rules.time_zone, minutes, step: rules.slot_minutes, daysAhead: rules.days_ahead, noticeHours: rules.notice_hours, taken, now: new Date(now) });
  const asked = requestedSlot({ slot: field(body, bookingFields.slot), day: field(body, bookingFields.day), time: field(body, bookingFields.time) });
  const instant = asked && instantOf(asked.day, asked.time, rules.time_zone)?.getTime();
  const chosen = asked && free.find((slot) => slot.day === asked.day && slot.time === asked.time);
  if (!chosen || instant === undefined) {
    await keepToken();
    const held = instant !== undefined && taken.some((time) => time.start < instant + minutes * 60_000 && instant < time.end);
    return { kind: 'slot', problem: !asked ? 'slot_missing' : held ? 'slot_taken' : 'slot_closed', nearest: nearestSlots(free, instant ?? now), site };
  }

  const booking = await ctx.db
    .transaction()
    .execute(async (trx) => {
      if (judged.kind === 'valid' && !(await deps.usedTokens.firstUse(trx, judged.nonce, judged.expiresAt, now))) return undefined;
      const request = { formId, offer, startsAt: instant, endsAt: instant + minutes * 60_000, timeZone: rules.time_zone, name, contact, note, language: site.language, receivedAt: now };
      return addBookingRequest(trx, request);
    })
    .catch((error: unknown) => {
      if (isForeignKeyViolation(error)) return null;
      throw error;
    });
  if (booking === null) return { kind: 'problem', problem: 'closed' };
  // A token used already is a replay: thanked, like any spam.
  if (!booking) return { kind: 'thanks' };
  const owner = await notificationRecipient(deps, formId);
  const mails = [owner && ownerRequestMail(owner.address, owner.language, ctx.config, deps.tokenSecret, site, booking, now), receivedMail(booking, site)];
  for (const mail of mails) if (mail) await ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error({ err: error, formId }, 'a booking mail was not queued'));
  return { kind: 'thanks' };
}
