import { randomBytes } from 'node:crypto';
import type { Db } from './database.ts';

/**
 * The secret kept under `name`, made (32 random bytes, base64url) and stored the first time it is asked for. Instances
 * starting together on one database all end up with the first one stored: the others' inserts do nothing.
 */
export async function generatedSecret(db: Db, name: string, now: number): Promise<string> {
  await db
    .insertInto('generated_secrets')
    .values({ name, value: randomBytes(32).toString('base64url'), created_at: now })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await db.selectFrom('generated_secrets').select('value').where('name', '=', name).executeTakeFirstOrThrow();
  return row.value;
}
