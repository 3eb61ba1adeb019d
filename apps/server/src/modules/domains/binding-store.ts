import type { Db } from '../../infra/db/database.ts';
import type { Account, DomainBindingRow } from '../../infra/db/schema.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';

export function bindingOfSite(db: Db, trackId: string, host: string): Promise<DomainBindingRow | undefined> {
  return db.selectFrom('domain_bindings').selectAll().where('track_id', '=', trackId).where('host', '=', host).executeTakeFirst();
}

/** The bindings of an account's sites that are not deleted, oldest first. */
export function bindingsOfAccount(db: Db, accountId: string): Promise<DomainBindingRow[]> {
  return db
    .selectFrom('domain_bindings')
    .innerJoin('generations', 'generations.track_id', 'domain_bindings.track_id')
    .selectAll('domain_bindings')
    .where('generations.account_id', '=', accountId)
    .where('generations.deleted_at', 'is', null)
    .orderBy('domain_bindings.id')
    .execute();
}

/** The verified binding of a domain (ASCII, without www.): one indexed lookup, what serving by host and the TLS ask make. */
export function verifiedBinding(db: Db, domain: string): Promise<DomainBindingRow | undefined> {
  return db.selectFrom('domain_bindings').selectAll().where('domain', '=', domain).where('verified_at', 'is not', null).executeTakeFirst();
}

/** The account whose site holds a domain now, if any. */
export async function holderOf(db: Db, domain: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('domain_bindings')
    .innerJoin('generations', 'generations.track_id', 'domain_bindings.track_id')
    .select('generations.account_id')
    .where('domain_bindings.domain', '=', domain)
    .where('domain_bindings.verified_at', 'is not', null)
    .executeTakeFirst();
  return row?.account_id;
}

/** The address and language of the account that owns a site, for its mails. */
export async function ownerOf(db: Db, trackId: string): Promise<Pick<Account, 'id' | 'email' | 'language'> | undefined> {
  return db
    .selectFrom('generations')
    .innerJoin('accounts', 'accounts.id', 'generations.account_id')
    .select(['accounts.id', 'accounts.email', 'accounts.language'])
    .where('generations.track_id', '=', trackId)
    .executeTakeFirst();
}

/** Adds a pending binding for a site unless it has one; returns the site's binding. */
export async function addBinding(db: Db, row: Pick<DomainBindingRow, 'domain' | 'track_id' | 'host' | 'prefer' | 'created_at'>): Promise<DomainBindingRow> {
  await db
    .insertInto('domain_bindings')
    .values({ ...row, verified_at: null })
    .onConflict((conflict) => conflict.columns(['track_id', 'host']).doNothing())
    .execute();
  const stored = await bindingOfSite(db, row.track_id, row.host);
  if (!stored) throw new Error(`the binding of ${row.host} (${row.track_id}) was not stored`);
  return stored;
}

/** The binding to verify was removed (its domain given up, its site deleted) while its DNS was being checked. */
export class BindingGone extends Error {}

/**
 * Makes a binding the verified one of its domain, taking the domain from the binding that held it (which goes back
 * to pending) in one transaction; returns the binding it was taken from. Two takers at once: the unique index lets
 * one commit, and the other tries again against what that one did.
 */
export async function takeDomain(db: Db, binding: DomainBindingRow, now: number): Promise<DomainBindingRow | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const previous = await trx
          .updateTable('domain_bindings')
          .set({ verified_at: null, txt_missing_since: null })
          .where('domain', '=', binding.domain)
          .where('verified_at', 'is not', null)
          .where('id', '!=', binding.id)
          .returningAll()
          .executeTakeFirst();
        // The binding may have been removed (its site deleted) while its DNS was being checked: then nothing is taken.
        const taken = await trx.updateTable('domain_bindings').set({ verified_at: now, checked_at: now, txt_missing_since: null }).where('id', '=', binding.id).executeTakeFirst();
        if (Number(taken.numUpdatedRows) !== 1) throw new BindingGone();
        return previous;
      });
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error)) throw error;
    }
  }
}

/** Verified bindings whose TXT record is due for its daily look (never looked at, or a day ago), oldest look first. */
export function bindingsDue(db: Db, before: number, limit: number): Promise<DomainBindingRow[]> {
  return db
    .selectFrom('domain_bindings')
    .selectAll()
    .where('verified_at', 'is not', null)
    .where((eb) => eb.or([eb('checked_at', 'is', null), eb('checked_at', '<=', before)]))
    .orderBy('checked_at')
    .limit(limit)
    .execute();
}

/** Takes a binding's daily look for this instance: false when another took it since it was read. */
export async function claimCheck(db: Db, binding: DomainBindingRow, now: number): Promise<boolean> {
  const claimed = await db
    .updateTable('domain_bindings')
    .set({ checked_at: now })
    .where('id', '=', binding.id)
    .where('verified_at', 'is not', null)
    .where((eb) => (binding.checked_at === null ? eb('checked_at', 'is', null) : eb('checked_at', '=', binding.checked_at)))
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}
