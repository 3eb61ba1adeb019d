import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import { lookupInBatches } from '../../infra/db/lookup-in-batches.ts';

/** Which of these session token hashes (as the sessions table keeps them) still name a live session: one query per 512. */
export async function findLiveSessions(db: Db, clock: Clock, tokenHashes: Iterable<string>): Promise<Set<string>> {
  const now = clock.now();
  const rows = await lookupInBatches(tokenHashes, (slice) =>
    db.selectFrom('sessions').select('token_hash').where('token_hash', 'in', slice).where('expires_at', '>', now).execute(),
  );
  return new Set(rows.map((row) => row.token_hash));
}
