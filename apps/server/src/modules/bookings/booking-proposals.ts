import { slotMinutesOf, type ProposalSlots } from '@sitecraft/shared/bookings';
import type { AppContext } from '../../app-context.ts';
import type { BookingRow, SiteFormRow } from '../../infra/db/schema.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { findForm } from '../forms/site-forms.ts';
import { notificationRecipient } from '../forms/notification-recipient.ts';
import { confirmedMail } from './booking-mails.ts';
import { mailVisitor } from './booking-decisions.ts';
import { bookingSiteOf } from './booking-site.ts';
import { acceptBooking, acceptedTimes, declineProposal, proposeTime } from './booking-store.ts';
import { freeSlots } from './free-slots.ts';
import type { ProposalAnswer } from './proposal-links.ts';
import { proposalAnswerMail, proposedMail, proposedWhen } from './proposal-mails.ts';
import { slotValue } from './slot-choice.ts';

export interface ProposalDeps {
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'log' | 'config'>;
  artifacts: ArtifactStore;
  /** The key the visitor's links are signed with (the owner's links' key, for another purpose). */
  secret: string;
}

/**
 * The free times a request could be moved to: the site's free slots by the rules its owner saved last, for the length
 * of the request's offer (on the site's slot grid, as its Book page offers them), held by no accepted booking, and not
 * the time asked for. Undefined when the site takes bookings no more.
 */
export async function proposalSlots(deps: ProposalDeps, form: Pick<SiteFormRow, 'form_id' | 'track_id' | 'host'>, booking: Pick<BookingRow, 'offer' | 'starts_at'>): Promise<(ProposalSlots & { minutes: number }) | undefined> {
  const site = await bookingSiteOf(deps, form);
  if (!site) return undefined;
  const now = deps.ctx.clock.now();
  const { rules } = site;
  const minutes = slotMinutesOf(rules, booking.offer ?? undefined);
  const taken = await acceptedTimes(deps.ctx.db, form.form_id, now);
  const free = freeSlots({ hours: { days: site.hours }, zone: rules.time_zone, minutes, step: rules.slot_minutes, daysAhead: rules.days_ahead, noticeHours: rules.notice_hours, taken, now: new Date(now) });
  return { time_zone: rules.time_zone, minutes, slots: free.filter((slot) => Date.parse(slot.start) !== Number(booking.starts_at)) };
}

/**
 * The owner proposes `slot` (`2027-03-28T10:00`, local to the business) instead of the time a request asked for, with
 * a note: the slot must be one of proposalSlots; the visitor is mailed Accept and Decline links. 'slot_not_free' when
 * it is not offered, 'not_waiting' when the request was decided meanwhile.
 */
export async function proposeAnotherTime(deps: ProposalDeps, form: SiteFormRow, booking: BookingRow, slot: string, note: string): Promise<BookingRow | 'slot_not_free' | 'not_waiting'> {
  const offered = await proposalSlots(deps, form, booking);
  const chosen = offered?.slots.find((each) => slotValue(each) === slot);
  if (!offered || !chosen) return 'slot_not_free';
  const now = deps.ctx.clock.now();
  const start = Date.parse(chosen.start);
  const proposed = await proposeTime(deps.ctx.db, booking.id, { start, end: start + offered.minutes * 60_000 }, note, now);
  if (!proposed) return 'not_waiting';
  await mailVisitor(deps, proposed, (business) => proposedMail(proposed, business, deps.ctx.config, deps.secret, note, now));
  return proposed;
}

/** What the visitor's answer did: booked the proposed time, closed the request, or nothing (the time was taken meanwhile, or the proposal is answered or withdrawn). */
export type ProposalOutcome = { kind: 'accepted'; booking: BookingRow } | { kind: 'declined'; booking: BookingRow } | { kind: 'slot_taken' } | { kind: 'answered' };

/**
 * The visitor accepts or declines the time proposed for booking `id` (that very time, `proposedStart`). Accepting goes
 * through the owner's database-decided accept, so a time booked meanwhile is refused and nothing is booked; it mails
 * the visitor the confirmation with its invitation at the new time. Either answer is mailed to the owner.
 */
export async function answerProposal(deps: ProposalDeps, id: number, answer: ProposalAnswer, proposedStart: number): Promise<ProposalOutcome> {
  const { ctx } = deps;
  const now = ctx.clock.now();
  let outcome: ProposalOutcome;
  if (answer === 'accept') {
    const accepted = await acceptBooking(ctx.db, id, now, { proposedStart });
    if (accepted === 'slot_taken') return { kind: 'slot_taken' };
    if (accepted === 'not_waiting') return { kind: 'answered' };
    outcome = { kind: 'accepted', booking: accepted };
    await mailVisitor(deps, accepted, (business) => confirmedMail(accepted, business, now));
  } else {
    const declined = await declineProposal(ctx.db, id, proposedStart, now);
    if (!declined) return { kind: 'answered' };
    outcome = { kind: 'declined', booking: declined };
  }
  const { booking } = outcome;
  const [form, owner] = await Promise.all([findForm(ctx.db, booking.form_id), notificationRecipient(deps, booking.form_id)]);
  if (form && owner) {
    const mail = proposalAnswerMail(owner.address, owner.language, form, booking, outcome.kind, proposedWhen(owner.language, booking));
    await ctx.mailer.send(mail).catch((error: unknown) => ctx.log.error({ err: error, booking: id }, 'a booking mail was not queued'));
  }
  return outcome;
}
