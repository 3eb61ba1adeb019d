import { generationRequestSchema, type GenerationRequest, type SiteGap } from '@sitecraft/shared/generation';
import type { AiProvider } from './ai/provider.ts';
import { OfflineComposer } from './compose/composer.ts';
import { composeModels, type FormAction } from './compose-models.ts';
import { GenerationError, throwIfAborted } from './errors.ts';
import type { ImageProvider } from './images/provider.ts';
import type { SiteBlobs, SiteModel } from './model/site-model.ts';
import { stageReporter } from './progress.ts';
import type { ProgressListener } from './progress.ts';
import { renderSite } from './render/render-site.ts';
import { findStopWords } from './safety/verify-output.ts';
import { readmeText } from './site/readme.ts';
import { qualityChecks } from './quality/check-site.ts';
import type { QualityCheck } from './quality/check-site.ts';
import type { Repair } from './repair/repair-texts.ts';
import { zipFiles } from './zip.ts';

export interface GenerateOptions {
  ai?: AiProvider;
  /** Stock photos; without one every picture is an illustration drawn offline. */
  images?: ImageProvider;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** The generation's date (article dates, sitemap, copyright); today by default. */
  now?: Date;
  /**
   * The action of a site's contact form (the server's forms endpoint, an absolute URL), by the site's domain. Without
   * it HTML sites get no form (the CLI has no endpoint); PHP sites post to their own handler either way.
   */
  formAction?: FormAction;
  /** How many days the endpoint keeps messages (FORM_RETENTION_DAYS), told on the privacy page; 365 by default. */
  formRetentionDays?: number;
}

export interface GeneratedSite {
  host: string;
  asciiHost: string;
  /** The site's model: re-rendering it (with `blobs`) gives `files` again, byte for byte. */
  model: SiteModel;
  /** The stock photos of the site, by file (not drawable from the model). */
  blobs: SiteBlobs;
  /** Paths relative to the site's folder. */
  files: ReadonlyMap<string, string | Uint8Array>;
  /** What the engine could not know and wrote in general terms or left out, by code (see siteGaps); empty when the owner gave everything. */
  gaps: SiteGap[];
}

export interface GenerationResult {
  sites: GeneratedSite[];
  /** Every file of the ZIP, by its path in the archive. */
  files: ReadonlyMap<string, string | Uint8Array>;
  zip: Uint8Array;
  notes: string[];
  /**
   * The quality stage: the checks every page passed, every text that failed one and how it was set right, and how
   * many rounds the writer was asked again.
   */
  quality: { checks: readonly QualityCheck[]; repairs: Repair[]; rounds: number };
}

export function parseRequest(request: unknown): GenerationRequest {
  const parsed = generationRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  throw new GenerationError('invalid_request', parsed.error.issues.map((issue) => issue.message).join(' '));
}

export interface ComposedSites {
  /** Each site's model, checked and repaired: what `generate` renders. */
  models: SiteModel[];
  notes: string[];
  quality: GenerationResult['quality'];
}

async function compose(request: unknown, options: GenerateOptions) {
  const signal = options.signal ?? new AbortController().signal;
  const ai = options.ai ?? new OfflineComposer();
  const now = options.now ?? new Date();
  throwIfAborted(signal);
  const parsed = parseRequest(request);
  const report = stageReporter(parsed.track_id, options.onProgress);
  const composed = await composeModels(parsed, { ai, images: options.images, signal, now, report, formAction: options.formAction, formRetentionDays: options.formRetentionDays });
  return { ...composed, ai, now, signal, report };
}

/**
 * The checked models of every site of a request, as `generate` writes them, without drawing their files or packing
 * the ZIP: for callers that read what the sites say (the models are what every page is rendered from).
 */
export async function composeSites(request: unknown, options: GenerateOptions = {}): Promise<ComposedSites> {
  const { models, notes, repairs, rounds } = await compose(request, options);
  return { models, notes, quality: { checks: qualityChecks, repairs, rounds } };
}

/**
 * Generates every site of a request (one per domain) and their ZIP, reporting the spec's
 * stages in order through `onProgress`. Writing makes a typed model of each site; rendering
 * turns the model into files. The request is validated with the shared schema (defaults
 * applied). Rejects with a GenerationError.
 */
export async function generate(request: unknown, options: GenerateOptions = {}): Promise<GenerationResult> {
  const { plan, paths, notes, languageNames, pictures, models, repairs, rounds, ai, now, signal, report } = await compose(request, options);

  const sites: GeneratedSite[] = [];
  for (const [index, model] of models.entries()) {
    // Rendering (share PNGs above all) is synchronous work: give the event loop a turn between sites, and stop when cancelled.
    await new Promise((resolve) => setImmediate(resolve));
    throwIfAborted(signal);
    const blobs = pictures[index]?.blobs ?? new Map<string, Uint8Array>();
    sites.push({ host: model.host, asciiHost: model.asciiHost, model, blobs, files: renderSite(model, blobs), gaps: model.gaps ?? [] });
  }

  const archive = new Map<string, string | Uint8Array>();
  for (const site of sites) {
    for (const [path, content] of site.files) archive.set(`${site.host}/${path}`, content);
  }
  const readme = readmeText({
    plan,
    paths,
    languages: languageNames,
    notes,
    textProvider: ai.name,
    imageProvider: options.images?.name ?? 'offline illustrations',
    credits: pictures.flatMap((set) => set.credits),
  });
  archive.set(paths.readme, readme.split('\n').map((line) => plan.stopWords.text(line, '')).join('\n'));
  const hits = findStopWords(archive, plan.stopWords);
  if (hits.length > 0) {
    const hit = hits[0];
    throw new GenerationError('stop_word_found', `The stop word “${hit?.word}” was found in ${hit?.path} (${hit?.where}); the site was not delivered.`);
  }
  report('creating_zip');
  const zip = zipFiles(archive, now);
  throwIfAborted(signal);
  return { sites, files: archive, zip, notes, quality: { checks: qualityChecks, repairs, rounds } };
}
