import type { Kysely } from 'kysely';
import { addAutoIdColumn } from './column-types.ts';

/**
 * Booking requests of generated sites (see modules/bookings), kept with their form (deleted with it, and by the
 * form's retention). A confirmed booking's mail carries an invitation: the outbox keeps it beside the body, and forgets it
 * with the body once sent. `accepted_start` is the start of an accepted booking and null otherwise: its unique index with
 * the form is what lets only one of two requests for one slot be accepted, however many accept at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bookings')
    .$call(addAutoIdColumn(db))
    .addColumn('form_id', 'varchar(32)', (col) => col.notNull().references('site_forms.form_id').onDelete('cascade'))
    .addColumn('status', 'varchar(10)', (col) => col.notNull())
    .addColumn('offer', 'text')
    .addColumn('starts_at', 'bigint', (col) => col.notNull())
    .addColumn('ends_at', 'bigint', (col) => col.notNull())
    .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('contact', 'text', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull())
    .addColumn('language', 'varchar(16)', (col) => col.notNull())
    .addColumn('received_at', 'bigint', (col) => col.notNull())
    .addColumn('read_at', 'bigint')
    .addColumn('decided_at', 'bigint')
    .addColumn('decision_note', 'text')
    .addColumn('accepted_start', 'bigint')
    .execute();
  await db.schema.createIndex('bookings_accepted_slot_idx').on('bookings').columns(['form_id', 'accepted_start']).unique().execute();
  await db.schema.createIndex('bookings_form_start_idx').on('bookings').columns(['form_id', 'starts_at']).execute();
  await db.schema.createIndex('bookings_age_idx').on('bookings').column('received_at').execute();
  await db.schema.alterTable('outbox').addColumn('calendar_body', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('calendar_body').execute();
  await db.schema.dropTable('bookings').execute();
}
