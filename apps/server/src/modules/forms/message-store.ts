import type { FormMessage, MessageFolder, MessageListQuery, MessageUpdateRequest } from '@sitecraft/shared/forms';
import type { Db } from '../../infra/db/database.ts';
import { eraseDeletedData } from '../../infra/db/erase-deleted-data.ts';
import type { FormMessageRow } from '../../infra/db/schema.ts';

export type NewMessage = Omit<FormMessageRow, 'id' | 'read_at'>;

/** Spam is kept this long, whatever FORM_RETENTION_DAYS says: long enough to find a real message put there. */
export const SPAM_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** The most messages one CSV export holds, newest first. */
const EXPORT_LIMIT = 50_000;

export function toFormMessage(row: FormMessageRow): FormMessage {
  return { id: row.id, folder: row.folder, spam_reason: row.spam_reason, name: row.name, contact: row.contact, message: row.message, received_at: row.received_at, read: row.read_at !== null };
}

export async function insertMessage(db: Db, message: NewMessage): Promise<number> {
  const row = await db.insertInto('form_messages').values({ ...message, read_at: null }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** One page of a folder, newest first, and the id to pass as `before` for the next page. */
export async function listMessages(db: Db, formId: string, query: MessageListQuery): Promise<{ rows: FormMessageRow[]; nextBefore: number | null }> {
  let select = db.selectFrom('form_messages').selectAll().where('form_id', '=', formId).where('folder', '=', query.folder);
  if (query.before !== undefined) select = select.where('id', '<', query.before);
  const rows = await select.orderBy('id', 'desc').limit(query.limit + 1).execute();
  const page = rows.slice(0, query.limit);
  return { rows: page, nextBefore: rows.length > query.limit ? page.at(-1)!.id : null };
}

/** How many messages each folder holds, and how many in the inbox are unread. */
export async function folderCounts(db: Db, formId: string): Promise<{ inbox: number; spam: number; unread: number }> {
  const rows = await db
    .selectFrom('form_messages')
    .select((eb) => ['folder', eb.fn.countAll<number>().as('total'), eb.fn.count<number>('id').filterWhere('read_at', 'is', null).as('unread')])
    .where('form_id', '=', formId)
    .groupBy('folder')
    .execute();
  const of = (folder: MessageFolder) => rows.find((row) => row.folder === folder);
  return { inbox: Number(of('inbox')?.total ?? 0), spam: Number(of('spam')?.total ?? 0), unread: Number(of('inbox')?.unread ?? 0) };
}

/** Marks a message read or unread and moves it between the inbox and spam; undefined when the form has no such message. */
export async function updateMessage(db: Db, formId: string, id: number, update: MessageUpdateRequest, now: number): Promise<FormMessageRow | undefined> {
  return db
    .updateTable('form_messages')
    .set((eb) => ({
      ...(update.read === undefined ? {} : { read_at: update.read ? eb.fn.coalesce('read_at', eb.val(now)) : null }),
      ...(update.folder === undefined ? {} : { folder: update.folder }),
    }))
    .where('form_id', '=', formId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a message, from the database's files too (eraseDeletedData); false when the form has no such message. */
export async function deleteMessage(db: Db, formId: string, id: number): Promise<boolean> {
  const result = await db.deleteFrom('form_messages').where('form_id', '=', formId).where('id', '=', id).executeTakeFirst();
  if (Number(result.numDeletedRows) !== 1) return false;
  await eraseDeletedData(db);
  return true;
}

export function messagesToExport(db: Db, formId: string, folder: MessageFolder): Promise<FormMessageRow[]> {
  return db.selectFrom('form_messages').selectAll().where('form_id', '=', formId).where('folder', '=', folder).orderBy('id', 'desc').limit(EXPORT_LIMIT).execute();
}

/** Unread inbox messages per site of the account's generations (deleted ones have no forms left). */
export async function unreadCounts(db: Db, accountId: string): Promise<{ track_id: string; host: string; unread: number }[]> {
  const rows = await db
    .selectFrom('form_messages')
    .innerJoin('site_forms', 'site_forms.form_id', 'form_messages.form_id')
    .innerJoin('generations', 'generations.track_id', 'site_forms.track_id')
    .select((eb) => ['site_forms.track_id', 'site_forms.host', eb.fn.countAll<number>().as('unread')])
    .where('generations.account_id', '=', accountId)
    .where('form_messages.folder', '=', 'inbox')
    .where('form_messages.read_at', 'is', null)
    .groupBy(['site_forms.track_id', 'site_forms.host'])
    .orderBy('site_forms.track_id')
    .orderBy('site_forms.host')
    .execute();
  return rows.map((row) => ({ track_id: row.track_id, host: row.host, unread: Number(row.unread) }));
}

/** Deletes messages older than the retention (FORM_RETENTION_DAYS) and spam older than 30 days; returns how many. */
export async function deleteExpiredMessages(db: Db, now: number, retentionDays: number): Promise<number> {
  const old = await db.deleteFrom('form_messages').where('received_at', '<', now - retentionDays * 24 * 60 * 60 * 1000).executeTakeFirst();
  const spam = await db.deleteFrom('form_messages').where('folder', '=', 'spam').where('received_at', '<', now - SPAM_RETENTION_MS).executeTakeFirst();
  const deleted = Number(old.numDeletedRows) + Number(spam.numDeletedRows);
  if (deleted > 0) await eraseDeletedData(db);
  return deleted;
}
