import type { AppContext } from '../../app-context.ts';
import type { BookingRow } from '../../infra/db/schema.ts';
import type { MailMessage } from '../../infra/mail/mailer.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { findForm } from '../forms/site-forms.ts';
import { confirmedMail, declinedMail } from './booking-mails.ts';
import { businessOf, newestModel, type BookingBusiness } from './booking-site.ts';
import { acceptBooking, closeBooking, type AcceptRefusal } from './booking-store.ts';

export interface DecisionDeps {
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'log'>;
  artifacts: ArtifactStore;
}

export type Decided = BookingRow | AcceptRefusal | 'not_accepted';

/** Mails the visitor about a decision; a mail that cannot be queued is logged, the decision stands. */
export async function mailVisitor(deps: DecisionDeps, booking: BookingRow, write: (business: BookingBusiness) => MailMessage | undefined): Promise<void> {
  const form = await findForm(deps.ctx.db, booking.form_id);
  const model = form && (await newestModel(deps, form).catch(() => undefined));
  const mail = model && write(businessOf(model));
  if (mail) await deps.ctx.mailer.send(mail).catch((error: unknown) => deps.ctx.log.error({ err: error, booking: booking.id }, 'a booking mail was not queued'));
}

/**
 * Accepts, declines or cancels booking `id` and tells the visitor: a confirmation with the invitation, or the owner's
 * note. The database decides between two accepts of one time (see acceptBooking); a request decided already is
 * 'not_waiting', a cancel of a booking not accepted 'not_accepted'.
 */
export async function decideBooking(deps: DecisionDeps, id: number, decision: 'accept' | 'decline' | 'cancel', note = ''): Promise<Decided> {
  const now = deps.ctx.clock.now();
  if (decision === 'accept') {
    const accepted = await acceptBooking(deps.ctx.db, id, now);
    if (typeof accepted === 'object') await mailVisitor(deps, accepted, (business) => confirmedMail(accepted, business, now));
    return accepted;
  }
  const closed = await closeBooking(deps.ctx.db, id, decision === 'decline' ? 'declined' : 'cancelled', note, now);
  if (!closed) return decision === 'decline' ? 'not_waiting' : 'not_accepted';
  await mailVisitor(deps, closed, (business) => declinedMail(closed, business, note));
  return closed;
}
