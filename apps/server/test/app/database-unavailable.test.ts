import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/infra/db/database-unavailable.ts';
import { ArtifactStoreUnavailable } from '../../src/infra/store/artifact-store.ts';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it('knows a database that restarts, fails over or refuses connections', () => {
    expect(isDatabaseUnavailable(withCode('terminating connection due to administrator command', '57P01'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('the database system is starting up', '57P03'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(withCode('database "x" is not currently accepting connections', '55000'))).toBe(true);
  });

  it('does not take a failed query, or another service that is away, for it', () => {
    expect(isDatabaseUnavailable(withCode('duplicate key value violates unique constraint', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('syntax error at or near "selec"'))).toBe(false);
    expect(isDatabaseUnavailable(new ArtifactStoreUnavailable('storing a.zip', withCode('connect ECONNREFUSED 127.0.0.1:9000', 'ECONNREFUSED')))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
