import { randomBytes } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { sitesServerTexts, type SiteVersion } from '@sitecraft/shared/sites';
import { applySiteEdits, renderSite, SiteEditError, siteModelSchema, zipFiles, type SiteEdit, type SiteModel } from '@sitecraft/sitegen';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../app-error.ts';
import type { Generation } from '../../infra/db/schema.ts';
import { isUniqueViolation } from '../../infra/db/unique-violation.ts';
import type { ArtifactStore } from '../../infra/store/artifact-store.ts';
import { keepsSiteModels, readSiteModels } from '../generator/site-models.ts';
import { requestOf, siteHosts, type GenerationFiles, type SiteFiles } from './generation-files.ts';
import { siteArtifactKey } from './site-artifact-key.ts';
import { readUploads, uploadKey } from './site-uploads.ts';

export interface SiteVersionDeps {
  ctx: AppContext;
  artifacts: ArtifactStore;
  files: GenerationFiles;
}

/**
 * A new key for a saved version's model (version 1 lives in the generation's models file). Each save writes under a
 * key of its own, so two saves racing for the same number never write the same object; the row names the key.
 */
const newVersionModelKey = (trackId: string, host: string, number: number) => siteArtifactKey(trackId, host, `v${number}.${randomBytes(8).toString('hex')}.json`);

const encoder = new TextEncoder();

/** Refuses what has no versions: another state than completed, a site made without editing, an unknown domain. */
export function checkEditable(generation: Generation, host: string): void {
  const request = requestOf(generation);
  if (generation.status !== 'completed' || !siteHosts(request).includes(host)) throw new AppError(404, 'NO_SUCH_SITE', sitesServerTexts.notFound);
  if (!keepsSiteModels(request)) throw new AppError(409, 'NOT_EDITABLE', sitesServerTexts.notEditable);
}

async function newestNumber(ctx: AppContext, trackId: string, host: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('site_versions')
    .select((eb) => eb.fn.max('number').as('newest'))
    .where('track_id', '=', trackId)
    .where('host', '=', host)
    .executeTakeFirst();
  return Number(row?.newest ?? 1);
}

/** Every version of one site, newest first; version 1 is the generated site. */
export async function listVersions(deps: SiteVersionDeps, generation: Generation, host: string): Promise<SiteVersion[]> {
  checkEditable(generation, host);
  const rows = await deps.ctx.db
    .selectFrom('site_versions')
    .select(['number', 'created_at', 'summary'])
    .where('track_id', '=', generation.track_id)
    .where('host', '=', host)
    .orderBy('number', 'desc')
    .execute();
  const generated = { number: 1, created_at: generation.finished_at ?? generation.created_at, summary: sitesServerTexts.generatedVersion };
  return [...rows.map((row) => ({ number: Number(row.number), created_at: Number(row.created_at), summary: row.summary })), generated];
}

/** Where a saved version's model is kept (404 for a version that was never saved). */
async function savedModelKey(deps: SiteVersionDeps, generation: Generation, host: string, number: number): Promise<string> {
  checkEditable(generation, host);
  const row = await deps.ctx.db
    .selectFrom('site_versions')
    .select('model_key')
    .where('track_id', '=', generation.track_id)
    .where('host', '=', host)
    .where('number', '=', number)
    .executeTakeFirst();
  if (!row) throw new AppError(404, 'NO_SUCH_VERSION', sitesServerTexts.versionNotFound);
  return row.model_key;
}

/** A saved version's model, by the key its row names (404 when the store has none under it). */
export async function readModel(artifacts: ArtifactStore, key: string): Promise<SiteModel> {
  const stored = await artifacts.open(key);
  if (!stored) throw new AppError(404, 'NO_SUCH_VERSION', sitesServerTexts.versionNotFound);
  return siteModelSchema.parse(JSON.parse(await text(stored.stream)));
}

/** The model of one version of a site. */
export async function versionModel(deps: SiteVersionDeps, generation: Generation, host: string, number: number): Promise<SiteModel> {
  checkEditable(generation, host);
  if (number === 1) {
    const models = await readSiteModels(deps.artifacts, generation.track_id);
    const model = models?.find((each) => each.host === host || each.asciiHost === host);
    if (!model) throw new AppError(404, 'NO_SUCH_VERSION', sitesServerTexts.versionNotFound);
    return model;
  }
  return readModel(deps.artifacts, await savedModelKey(deps, generation, host, number));
}

/**
 * Stores a model as the version after `base`, which must still be the newest (409 when another save came first).
 * The model is written under a key no other save uses, then the row claims the number: the unique row decides
 * between racing saves, a loser removes what it wrote, and no row ever names a model that is not there yet.
 */
async function saveModel(deps: SiteVersionDeps, generation: Generation, host: string, base: number, model: SiteModel, summary: string): Promise<SiteVersion> {
  const { ctx, artifacts } = deps;
  const conflict = () => new AppError(409, 'VERSION_CONFLICT', sitesServerTexts.versionConflict);
  if ((await newestNumber(ctx, generation.track_id, host)) !== base) throw conflict();
  const number = base + 1;
  const key = newVersionModelKey(generation.track_id, host, number);
  const created_at = ctx.clock.now();
  await artifacts.put(key, encoder.encode(JSON.stringify(model)));
  try {
    await ctx.db.insertInto('site_versions').values({ track_id: generation.track_id, host, number, summary, model_key: key, created_at, gaps: model.gaps ? JSON.stringify(model.gaps) : null }).execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await artifacts.remove(key).catch((cause: unknown) => ctx.log.warn({ err: cause, key }, 'a losing save left its model behind'));
    throw conflict();
  }
  return { number, created_at, summary };
}

/** Applies edits to version `base` (the newest) and saves the result as a new version. */
export async function saveEdits(deps: SiteVersionDeps, generation: Generation, host: string, base: number, edits: readonly SiteEdit[]): Promise<SiteVersion> {
  const model = await versionModel(deps, generation, host, base);
  const uploads = await readUploads(deps.artifacts, generation, host, edits.flatMap((edit) => (edit.op === 'image' || edit.op === 'logo' ? [edit.upload] : [])));
  try {
    const edited = applySiteEdits(model, edits, uploads);
    return await saveModel(deps, generation, host, base, edited.model, edited.summary);
  } catch (error) {
    if (error instanceof SiteEditError) throw new AppError(400, 'BAD_EDIT', error.message);
    throw error;
  }
}

/** Saves an earlier version again as the newest: versions are never changed or removed. */
export async function restoreVersion(deps: SiteVersionDeps, generation: Generation, host: string, number: number): Promise<SiteVersion> {
  const model = await versionModel(deps, generation, host, number);
  return saveModel(deps, generation, host, await newestNumber(deps.ctx, generation.track_id, host), model, sitesServerTexts.restoredVersion(number));
}

const CACHED_VERSIONS = 8;
const rendered = new Map<string, SiteFiles>();

/**
 * Every file of one version of a site: version 1 as the generation's ZIP holds it, a saved one rendered from its model
 * (with the stock photos from the ZIP). A version never changes, so the last few rendered are kept: the editor's
 * preview asks for a page and then each of its pictures.
 */
export async function versionFiles(deps: SiteVersionDeps, generation: Generation, host: string, number: number): Promise<SiteFiles> {
  if (number === 1) {
    checkEditable(generation, host);
    const generated = await deps.files.siteFiles(generation, host);
    if (!generated) throw new AppError(404, 'NO_RESULT', sitesServerTexts.notFound);
    return generated;
  }
  // The row is looked up on every request (the version must exist and be this account's); the model is read only to render.
  const cacheKey = await savedModelKey(deps, generation, host, number);
  const hit = rendered.get(cacheKey);
  if (hit) return hit;
  const model = await readModel(deps.artifacts, cacheKey);
  const photos = new Map((await deps.files.siteFiles(generation, host)) ?? []);
  for (const asset of model.assets) {
    if (asset.kind !== 'photo' || !asset.file.startsWith('images/upload-')) continue;
    const stored = await deps.artifacts.open(uploadKey(generation.track_id, host, asset.file.slice('images/'.length)));
    if (stored) photos.set(asset.file, new Uint8Array(await buffer(stored.stream)));
  }
  const files: SiteFiles = new Map();
  for (const [path, content] of renderSite(model, photos)) files.set(path, typeof content === 'string' ? encoder.encode(content) : content);
  rendered.set(cacheKey, files);
  if (rendered.size > CACHED_VERSIONS) rendered.delete(rendered.keys().next().value!);
  return files;
}

/** The ZIP of one version: the site's folder, as in the generation's ZIP. */
export async function versionZip(deps: SiteVersionDeps, generation: Generation, host: string, number: number): Promise<Uint8Array> {
  const files = await versionFiles(deps, generation, host, number);
  const versions = await listVersions(deps, generation, host);
  const when = versions.find((version) => version.number === number)?.created_at ?? deps.ctx.clock.now();
  return zipFiles(new Map([...files].map(([path, bytes]) => [`${host}/${path}`, bytes])), new Date(when));
}

/**
 * The files to publish: the version asked for, else the newest. A site kept without its model (no editing) has only
 * the generated files.
 */
export async function publishableFiles(deps: SiteVersionDeps, generation: Generation, host: string, number?: number): Promise<SiteFiles | undefined> {
  if (!keepsSiteModels(requestOf(generation))) {
    if (number !== undefined && number !== 1) checkEditable(generation, host);
    return deps.files.siteFiles(generation, host);
  }
  return versionFiles(deps, generation, host, number ?? (await newestNumber(deps.ctx, generation.track_id, host)));
}
