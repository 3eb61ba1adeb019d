import type { Transaction } from 'kysely';
import type { AuditEntry } from '@sitecraft/shared/admin';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../infra/db/database.ts';
import type { Account, Database } from '../../infra/db/schema.ts';

export interface AuditRecord {
  action: string;
  targetType: string;
  targetId: string | null;
  details: Record<string, unknown>;
}

/** Records an admin change with who made it and when; call it in the transaction of the change itself. */
export async function recordAudit(trx: Transaction<Database> | Db, clock: Clock, admin: Account, record: AuditRecord): Promise<void> {
  await trx
    .insertInto('admin_audit')
    .values({
      admin_id: admin.id,
      admin_email: admin.email,
      action: record.action,
      target_type: record.targetType,
      target_id: record.targetId,
      details: JSON.stringify(record.details),
      created_at: clock.now(),
    })
    .execute();
}

/** One page of the audit log, newest first. */
export async function listAudit(db: Db, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }> {
  const rows = await db
    .selectFrom('admin_audit')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await db.selectFrom('admin_audit').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const items = rows.map((row) => ({
    id: row.id,
    adminId: row.admin_id,
    adminEmail: row.admin_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    details: JSON.parse(row.details) as Record<string, unknown>,
    createdAt: row.created_at,
  }));
  return { items, total: Number(total) };
}
