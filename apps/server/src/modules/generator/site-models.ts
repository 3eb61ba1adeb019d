import { text } from 'node:stream/consumers';
import type { GenerationRequest } from '@sitecraft/shared/generation';
import { siteModelSchema, type SiteModel } from '@sitecraft/sitegen';
import { z } from 'zod';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';

/**
 * The site models of a generation are kept beside its ZIP: editing, versions and publishing
 * re-render from them. Stock photos are not repeated here; they are in the ZIP under
 * `<host>/<file>`, where each model's photo assets name them.
 */
const storedModelsSchema = z.object({ version: z.literal(1), sites: z.array(siteModelSchema).min(1) });

/** Whether the customer asked to edit the site later (edit_after_generation); only then are its models kept. */
export function keepsSiteModels(request: Pick<GenerationRequest, 'edit_after_generation'>): boolean {
  return request.edit_after_generation !== 'false';
}

export function siteModelsKey(trackId: string): string {
  return `${trackId}.models.json`;
}

export function encodeSiteModels(models: readonly SiteModel[]): Uint8Array {
  return new TextEncoder().encode(JSON.stringify({ version: 1, sites: models }));
}

/** The models of a finished generation, checked against the schema; undefined when none were kept. */
export async function readSiteModels(artifacts: ArtifactStore, trackId: string): Promise<SiteModel[] | undefined> {
  const stored = await artifacts.open(siteModelsKey(trackId));
  if (!stored) return undefined;
  return storedModelsSchema.parse(JSON.parse(await text(stored.stream))).sites;
}
