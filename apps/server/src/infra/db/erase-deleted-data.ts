import { sql, SqliteAdapter } from 'kysely';
import type { Db } from './database.ts';

/**
 * Makes what was just deleted or emptied for privacy (a sent mail's link, a deleted message) unreadable in the
 * database's files, not only gone from its tables. On SQLite, secure_delete (set when the file is opened) zeroes it in
 * the pages, but the write-ahead log still holds the pages as they were until a checkpoint: this one copies the log
 * into the file and truncates it. It costs a few milliseconds, as the log holds only what was written since the last
 * one. It waits (busy_timeout) for another process's reads to end, and leaves the log as it was if they do not.
 * Call it outside a transaction. PostgreSQL keeps dead rows until a vacuum: nothing is done here, see
 * docs/accounts-and-security.md.
 */
export async function eraseDeletedData(db: Db): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
}
