import type { Migration } from 'kysely';
import * as accounts from './001-accounts.ts';
import * as generations from './002-generations.ts';
import * as adminAudit from './003-admin-audit.ts';

/** Every migration in order; the names are what the migrations table records. */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-generations': generations,
  '003-admin-audit': adminAudit,
};
