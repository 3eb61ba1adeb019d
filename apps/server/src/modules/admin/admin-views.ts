import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { AdminAccount, AdminGeneration } from '@sitecraft/shared/admin';
import { API_PREFIX } from '@sitecraft/shared/product';
import type { Account, Generation } from '../../infra/db/schema.ts';

/** An account as the admin screens show it. */
export function toAdminAccount(account: Account): AdminAccount {
  return {
    id: account.id,
    email: account.email,
    name: account.name,
    role: account.role,
    pro: account.pro === 1,
    plan: account.plan,
    isEmailVerified: account.email_verified === 1,
    credits: account.credits,
    createdAt: account.created_at,
  };
}

export type GenerationWithOwner = Generation & { user_email: string; user_name: string };

/** A generation with its owner, as the admin screens show it. */
export function toAdminGeneration(row: GenerationWithOwner): AdminGeneration {
  return {
    trackId: row.track_id,
    accountId: row.account_id,
    userEmail: row.user_email,
    userName: row.user_name,
    status: row.status,
    progress: row.progress,
    domains: row.domains.split(',').filter(Boolean),
    charged: row.charged,
    refunded: row.refunded === 1,
    failureReason: row.failure_reason,
    attempts: row.attempts,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    downloadUrl: row.status === 'completed' && row.artifact_key ? `${API_PREFIX}/admin/generations/${row.track_id}/download` : null,
  };
}

/**
 * `lower(column) LIKE '%text%'` with the text's own % and _ taken literally: the same case-insensitive
 * match on SQLite (whose LIKE ignores ASCII case) and PostgreSQL (whose LIKE does not).
 */
export function containsIgnoringCase(column: string, text: string): RawBuilder<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
