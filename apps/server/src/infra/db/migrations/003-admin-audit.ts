import type { Kysely } from 'kysely';

/** Reserved for the admin area (issue 8): the audit log of admin changes. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
