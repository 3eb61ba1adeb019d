import { siteGapSchema, type SiteGap } from '@sitecraft/shared/generation';
import { hostGapsSchema, type HostGaps } from '@sitecraft/shared/sites';
import { z } from 'zod';
import type { Db } from '../../infra/db/database.ts';
import { lookupInBatches } from '../../infra/db/lookup-in-batches.ts';
import type { Generation } from '../../infra/db/schema.ts';

const versionGapsSchema = z.array(siteGapSchema);
const generationGapsSchema = z.array(hostGapsSchema);

/** Gaps kept as JSON, or undefined when none are kept (or they no longer read as gaps). */
function readGaps<T>(schema: z.ZodType<T>, json: string | null): T | undefined {
  if (!json) return undefined;
  const read = schema.safeParse(JSON.parse(json));
  return read.success ? read.data : undefined;
}

/** The gaps of each edited site's newest saved version: track_id → host → its gaps (undefined when its model lists none). */
export async function newestVersionGaps(db: Db, trackIds: Iterable<string>): Promise<Map<string, Map<string, SiteGap[] | undefined>>> {
  const rows = await lookupInBatches(trackIds, (slice) =>
    db
      .selectFrom('site_versions as version')
      .innerJoin(
        (eb) => eb.selectFrom('site_versions').select((inner) => ['track_id', 'host', inner.fn.max('number').as('newest')]).where('track_id', 'in', slice).groupBy(['track_id', 'host']).as('newest'),
        (join) => join.onRef('newest.track_id', '=', 'version.track_id').onRef('newest.host', '=', 'version.host').onRef('newest.newest', '=', 'version.number'),
      )
      .select(['version.track_id', 'version.host', 'version.gaps'])
      .execute(),
  );
  const newest = new Map<string, Map<string, SiteGap[] | undefined>>();
  for (const row of rows) {
    const sites = newest.get(row.track_id) ?? new Map<string, SiteGap[] | undefined>();
    sites.set(row.host, readGaps(versionGapsSchema, row.gaps));
    newest.set(row.track_id, sites);
  }
  return newest;
}

/**
 * Each site's gaps as My sites shows them: its newest saved version's, else as generated. A site whose gaps are not
 * known (made before the engine listed them) is left out.
 */
export function listedGaps(generation: Generation, hosts: readonly string[], newest: ReadonlyMap<string, SiteGap[] | undefined> | undefined): HostGaps[] {
  const generated = readGaps(generationGapsSchema, generation.gaps) ?? [];
  return hosts.flatMap((host) => {
    const gaps = newest?.get(host) ?? generated.find((entry) => entry.host === host)?.gaps;
    return gaps ? [{ host, gaps }] : [];
  });
}
