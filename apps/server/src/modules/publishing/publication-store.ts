import type { Db } from '../../infra/db/database.ts';
import type { PublicationRow } from '../../infra/db/schema.ts';
import { lookupInBatches } from '../../infra/db/lookup-in-batches.ts';
import { slugCandidates } from './publication-slug.ts';

export function findPublication(db: Db, slug: string): Promise<PublicationRow | undefined> {
  return db.selectFrom('publications').selectAll().where('slug', '=', slug).executeTakeFirst();
}

/** The publication of one site (a host of a generation), if it is published. */
export function findSitePublication(db: Db, trackId: string, host: string): Promise<PublicationRow | undefined> {
  return db.selectFrom('publications').selectAll().where('track_id', '=', trackId).where('host', '=', host).executeTakeFirst();
}

export function publicationsOf(db: Db, trackIds: Iterable<string>): Promise<PublicationRow[]> {
  return lookupInBatches(trackIds, (slice) => db.selectFrom('publications').selectAll().where('track_id', 'in', slice).orderBy('published_at').execute());
}

/**
 * Points a site's publication at new content in one statement, creating it under a free slug when the site was not
 * published: a reader sees the old content or the new, never a mix. Returns the row and the content it replaced.
 */
export async function switchPublication(
  db: Db,
  site: { trackId: string; host: string; contentKey: string; publishedAt: number },
): Promise<{ row: PublicationRow; replaced: string | undefined }> {
  const candidates = slugCandidates(site.host);
  for (;;) {
    const existing = await findSitePublication(db, site.trackId, site.host);
    if (existing) {
      const row = await db
        .updateTable('publications')
        .set({ content_key: site.contentKey, published_at: site.publishedAt })
        .where('slug', '=', existing.slug)
        .returningAll()
        .executeTakeFirst();
      // Unpublished meanwhile: publish it afresh.
      if (row) return { row, replaced: existing.content_key === site.contentKey ? undefined : existing.content_key };
      continue;
    }
    const slug = candidates.next().value as string;
    const row = { slug, track_id: site.trackId, host: site.host, content_key: site.contentKey, published_at: site.publishedAt };
    // A taken slug, or the same site published at the same moment by another request, inserts nothing: look again.
    const inserted = await db.insertInto('publications').values(row).onConflict((conflict) => conflict.doNothing()).executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { row, replaced: undefined };
  }
}

/** Deletes a publication of this generation; returns it, or undefined when there was none. */
export async function deletePublication(db: Db, trackId: string, slug: string): Promise<PublicationRow | undefined> {
  return db.deleteFrom('publications').where('slug', '=', slug).where('track_id', '=', trackId).returningAll().executeTakeFirst();
}
