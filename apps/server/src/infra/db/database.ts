import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type PostgresCursor, type PostgresPool, type PostgresPoolClient, type SqliteDialectConfig } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// Epoch-millisecond columns are bigint in PostgreSQL; they stay far below 2^53, so numbers are exact.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/** Opens PostgreSQL when a URL is given, otherwise the embedded SQLite file under dataDir. */
export function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string; onConnectionError?: (error: Error) => void }): Db {
  if (options.databaseUrl) {
    // A connection that cannot be made within 5 s fails the request (503) rather than holding it.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, connectionTimeoutMillis: 5000 });
    // A connection the server drops (a restart, a failover, pg_terminate_backend) must not take the process down,
    // idle or checked out: a checked-out client has no listener of the pool's, and an 'error' event with no listener
    // throws. Its query, if any, fails on its own; the pool drops the broken client when it is released and connects
    // anew on demand.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', (error) => options.onConnectionError?.(error)));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool: withNamedStatements(pool) }) });
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SqliteDatabase(path.join(options.dataDir, 'sitecraft.db'));
  sqlite.pragma('journal_mode = WAL');
  // What is deleted or emptied is overwritten with zeros in the file, free pages included (see erase-deleted-data.ts).
  sqlite.pragma('secure_delete = ON');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

const DATA_STATEMENT = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * Runs every data statement as a named prepared statement (named after its text), so PostgreSQL parses and plans
 * each query once per connection rather than on every call. Transaction control and migrations run as they are.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const named = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) => {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as unknown as pg.Submittable);
      if (!DATA_STATEMENT.test(sqlOrCursor)) return client.query(sqlOrCursor, parameters as unknown[]);
      const name = `q${createHash('sha1').update(sqlOrCursor).digest('base64url')}`;
      return client.query({ name, text: sqlOrCursor, values: parameters as unknown[] });
    }) as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) clients.set(client, (wrapped = named(client)));
      return wrapped;
    },
    end: () => pool.end(),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query it runs, and compiling SQL is the largest cost of a small query on better-sqlite3. The
 * queries are few and built from the same shapes, so each text is prepared once and its statement reused; one that
 * is busy (a streamed read still iterating) is not shared, and the least recently prepared text leaves a full cache.
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteDialectConfig['database'] {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = sqlite.prepare(sql);
      if (cached) return statement;
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      statements.set(sql, statement);
      return statement;
    },
  };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${String(error)}`, { cause: error });
  }
}
