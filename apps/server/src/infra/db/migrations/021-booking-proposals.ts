import type { Kysely } from 'kysely';

/**
 * "Propose another time" (issue 41): the time the owner proposes instead of the one asked for, while the request is
 * 'proposed' (waiting for the visitor's answer). A visitor who accepts books it, through the same accept as the owner's
 * (the unique index on (form, accepted_start) decides), and the request's own times become the proposed ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('proposed_start', 'bigint').execute();
  await db.schema.alterTable('bookings').addColumn('proposed_end', 'bigint').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('proposed_end').execute();
  await db.schema.alterTable('bookings').dropColumn('proposed_start').execute();
}
