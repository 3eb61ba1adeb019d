import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TestDatabase {
  /** The database's URL, or undefined for the embedded SQLite file. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for one test file when TEST_DB=postgres (DATABASE_URL names the server),
 * or undefined for the embedded SQLite file.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') return { url: undefined, drop: async () => {} };
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  return createPostgresDatabase(adminUrl);
}

/** A new, empty database on the PostgreSQL server of `adminUrl`, dropped (connections and all) by drop(). */
export async function createPostgresDatabase(adminUrl: string): Promise<TestDatabase & { url: string }> {
  const name = `sitecraft_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
