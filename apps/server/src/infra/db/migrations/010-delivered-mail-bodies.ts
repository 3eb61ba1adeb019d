import { sql, type Kysely } from 'kysely';

/**
 * A mail's body holds its links (verification, password reset): once the mail is sent, or has failed for good, only
 * its recipient, subject, status and times are kept. This empties the bodies delivered before that rule.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`UPDATE outbox SET text_body = '', html_body = '' WHERE status IN ('sent', 'failed')`.execute(db);
}

export async function down(): Promise<void> {}
