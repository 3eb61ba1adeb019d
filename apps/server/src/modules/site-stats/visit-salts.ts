import { hash, randomBytes } from 'node:crypto';
import type { Db } from '../../infra/db/database.ts';
import type { StatsSite } from './visit-tally.ts';

export interface VisitSalts {
  /** The salt of a UTC day: the string once this process knows it, else a promise of it. */
  of(day: string): string | Promise<string>;
  /** Lets go of a salt this process keeps for a day other than `today`. */
  forgetOtherDays(today: string): void;
}

/**
 * Each day's random salt, made by whichever instance needs it first and shared through the database, so every instance
 * hashes a visitor alike; this process keeps the current day's in memory. Deleting a past day's salt (see
 * forgetPastDays) makes that day's hashes unlinkable to anyone.
 */
export function createVisitSalts(db: Db): VisitSalts {
  let kept: { day: string; salt: string | Promise<string> } | undefined;
  return {
    of(day) {
      if (kept?.day === day) return kept.salt;
      const loading = saltOfDay(db, day);
      const entry: { day: string; salt: string | Promise<string> } = { day, salt: loading };
      loading.then(
        (salt) => void (entry.salt = salt),
        () => void (kept === entry && (kept = undefined)),
      );
      kept = entry;
      return entry.salt;
    },
    forgetOtherDays(today) {
      if (kept && kept.day !== today) kept = undefined;
    },
  };
}

async function saltOfDay(db: Db, day: string): Promise<string> {
  await db
    .insertInto('visit_salts')
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .execute();
  return (await db.selectFrom('visit_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow()).salt;
}

/** A visitor of a site on a day: the address and user agent, hashed with the day's salt and the site, never kept as they are. */
export function visitorHash(salt: string, site: StatsSite, ip: string, userAgent: string): string {
  return hash('sha256', `${salt}\n${site.trackId}\n${site.host}\n${ip}\n${userAgent}`, 'base64url').slice(0, 22);
}
