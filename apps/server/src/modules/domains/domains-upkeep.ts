import type { DomainBindingRow } from '../../infra/db/schema.ts';
import { bindingsDue, claimCheck, ownerOf } from './binding-store.ts';
import { txtHolds } from './dns-check.ts';
import { DnsUnavailable } from './dns-lookup.ts';
import { displayOf } from './domain-names.ts';
import { releasedMail } from './domain-mails.ts';
import { sitesPageUrl, type DomainsDeps } from './domain-service.ts';
import { accountToken } from './domain-tokens.ts';
import { periodicTask } from '../../periodic-task.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A verified domain whose TXT record has been missing this long is released. */
export const RELEASE_AFTER_MS = 7 * DAY_MS;
/** How often due bindings are looked for; each binding is looked at once a day at most. */
const UPKEEP_INTERVAL_MS = 10 * 60 * 1000;
const BATCH = 200;

export interface DomainsUpkeep {
  /** Looks at the TXT record of every verified binding not looked at for a day, and releases those missing for 7 days. */
  run(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The daily look at verified domains' TXT records. Any number of instances may run it: each binding's look is
 * claimed by a conditional update, so it happens once a day whatever the number of instances.
 */
export function createDomainsUpkeep(deps: DomainsDeps): DomainsUpkeep {
  const { ctx, lookup } = deps;

  async function lookAt(row: DomainBindingRow, now: number): Promise<void> {
    if (!(await claimCheck(ctx.db, row, now))) return;
    const owner = await ownerOf(ctx.db, row.track_id);
    if (!owner) return;
    let present: boolean;
    try {
      present = (await txtHolds(lookup, row.domain, await accountToken(ctx, owner.id))).ok;
    } catch (error) {
      // No answer is not a missing record: tomorrow's look decides.
      if (error instanceof DnsUnavailable) return ctx.log.warn({ domain: row.domain, code: error.code }, 'the TXT record of an own domain could not be looked up');
      throw error;
    }
    const bindings = ctx.db.updateTable('domain_bindings').where('id', '=', row.id).where('verified_at', '=', row.verified_at!);
    if (present) {
      if (row.txt_missing_since !== null) await bindings.set({ txt_missing_since: null }).execute();
      return;
    }
    if (row.txt_missing_since === null) {
      await bindings.set({ txt_missing_since: now }).execute();
      return;
    }
    if (now - row.txt_missing_since < RELEASE_AFTER_MS) return;
    const released = await bindings.set({ verified_at: null, txt_missing_since: null }).executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) return;
    ctx.serving.changed();
    ctx.log.info({ domain: row.domain }, 'an own domain whose TXT record was missing for 7 days was released');
    await ctx.mailer.send(releasedMail(owner.email, displayOf(row.domain), sitesPageUrl(ctx), owner.language ?? 'ru'));
  }

  async function run(): Promise<void> {
    const now = ctx.clock.now();
    for (const row of await bindingsDue(ctx.db, now - DAY_MS, BATCH)) {
      await lookAt(row, now).catch((error: unknown) => ctx.log.error({ err: error, domain: row.domain }, 'the daily look at an own domain failed'));
    }
  }

  return { run, ...periodicTask(ctx.log, UPKEEP_INTERVAL_MS, run, 'the upkeep of own domains failed') };
}
