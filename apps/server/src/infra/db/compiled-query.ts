import type { Compilable, CompiledQuery } from 'kysely';
import type { Db } from './database.ts';

/**
 * A query of the request hot path, built and compiled by Kysely once per database and then run with fresh
 * parameters: building and compiling cost more than running such a query on SQLite. `build` uses placeholder values,
 * and the runner's parameters replace them in the order they appear in the SQL.
 */
export function compiledOnce<Row, Parameters extends unknown[]>(build: (db: Db) => Compilable<Row>) {
  const compiled = new WeakMap<Db, CompiledQuery<Row>>();
  return async (db: Db, ...parameters: Parameters): Promise<Row[]> => {
    let query = compiled.get(db);
    if (!query) {
      query = build(db).compile();
      compiled.set(db, query);
    }
    if (query.parameters.length !== parameters.length) throw new Error(`the query takes ${query.parameters.length} parameters, got ${parameters.length}`);
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
