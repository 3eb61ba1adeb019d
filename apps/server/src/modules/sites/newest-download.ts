import { Readable } from 'node:stream';
import { zipFiles } from '@sitecraft/sitegen';
import type { Db } from '../../infra/db/database.ts';
import { lookupInBatches } from '../../infra/db/lookup-in-batches.ts';
import type { Generation } from '../../infra/db/schema.ts';
import { versionFiles, type SiteVersionDeps } from './site-versions.ts';

/** The newest saved version of each edited site: track_id → host → its number. A site never saved has none (its newest is 1). */
export async function newestVersions(db: Db, trackIds: Iterable<string>): Promise<Map<string, Map<string, number>>> {
  const rows = await lookupInBatches(trackIds, (slice) =>
    db
      .selectFrom('site_versions')
      .select((eb) => ['track_id', 'host', eb.fn.max('number').as('newest')])
      .where('track_id', 'in', slice)
      .groupBy(['track_id', 'host'])
      .execute(),
  );
  const newest = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const sites = newest.get(row.track_id) ?? new Map<string, number>();
    sites.set(row.host, Number(row.newest));
    newest.set(row.track_id, sites);
  }
  return newest;
}

/**
 * The ZIP a finished generation downloads as: the stored one until a site is edited, then the same archive with each
 * edited site's folder holding its newest version (the rest, the README included, as generated). Undefined when
 * the generation has no ZIP.
 */
export async function openNewestZip(deps: SiteVersionDeps, generation: Generation): Promise<{ stream: Readable; size: number | undefined } | undefined> {
  if (generation.status !== 'completed' || !generation.artifact_key) return undefined;
  const edited = (await newestVersions(deps.ctx.db, [generation.track_id])).get(generation.track_id);
  if (!edited) return deps.artifacts.open(generation.artifact_key);
  const archive = await deps.files.allFiles(generation);
  if (!archive) return undefined;
  const files = new Map<string, string | Uint8Array>([...archive].filter(([path]) => !edited.has(path.split('/', 1)[0]!)));
  for (const [host, number] of edited) {
    for (const [path, bytes] of await versionFiles(deps, generation, host, number)) files.set(`${host}/${path}`, bytes);
  }
  const zip = zipFiles(files, new Date(deps.ctx.clock.now()));
  return { stream: Readable.from([Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)]), size: zip.byteLength };
}
