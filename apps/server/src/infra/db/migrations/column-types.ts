import { PostgresAdapter, type CreateTableBuilder, type Kysely } from 'kysely';

/** An auto-incrementing integer primary key named id, in each dialect's own syntax. */
export function addAutoIdColumn(db: Kysely<unknown>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    postgres
      ? table.addColumn('id', 'serial', (col) => col.primaryKey())
      : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
