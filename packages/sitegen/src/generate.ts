import { generationRequestSchema } from '@sitecraft/shared/generation';
import type { AiProvider } from './ai/provider.ts';
import { copyBrief, planRun } from './brief/plan.ts';
import { OfflineComposer } from './compose/composer.ts';
import { GenerationError, throwIfAborted } from './errors.ts';
import { OfflineArt } from './images/offline-art.ts';
import type { ImageProvider } from './images/provider.ts';
import { planLanguages } from './languages-plan.ts';
import { stageReporter } from './progress.ts';
import type { ProgressListener } from './progress.ts';
import { findStopWords } from './safety/verify-output.ts';
import { prepareSites, settleTexts } from './site/assemble.ts';
import { readmeText } from './site/readme.ts';
import { pageGroups, writePages } from './site/write-site.ts';
import { startTexts } from './texts.ts';
import { zipFiles } from './zip.ts';

export interface GenerateOptions {
  ai?: AiProvider;
  images?: ImageProvider;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** The generation's date (article dates, sitemap, copyright); today by default. */
  now?: Date;
}

export interface GeneratedSite {
  host: string;
  asciiHost: string;
  /** Paths relative to the site's folder. */
  files: ReadonlyMap<string, string | Uint8Array>;
}

export interface GenerationResult {
  sites: GeneratedSite[];
  /** Every file of the ZIP, by its path in the archive. */
  files: ReadonlyMap<string, string | Uint8Array>;
  zip: Uint8Array;
  notes: string[];
}

function parseRequest(request: unknown) {
  const parsed = generationRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  throw new GenerationError('invalid_request', parsed.error.issues.map((issue) => issue.message).join(' '));
}

/**
 * Generates every site of a request (one per domain) and their ZIP, reporting the spec's
 * stages in order through `onProgress`. The request is validated with the shared schema
 * (defaults applied). Rejects with a GenerationError.
 */
export async function generate(request: unknown, options: GenerateOptions = {}): Promise<GenerationResult> {
  const signal = options.signal ?? new AbortController().signal;
  const ai = options.ai ?? new OfflineComposer();
  const images = options.images ?? new OfflineArt();
  const now = options.now ?? new Date();
  throwIfAborted(signal);
  const parsed = parseRequest(request);
  const report = stageReporter(parsed.track_id, options.onProgress);
  report('start_generating');
  const plan = planRun(parsed);
  const { editions, notes } = planLanguages(parsed, ai);

  const pending = plan.sites.map((site) => editions.map((edition) => startTexts(ai, copyBrief(plan, site, edition.language), signal)));
  report('generating_text', notes.join(' ') || undefined);
  const texts = await settleTexts(pending, report, signal, plan.stopWords);

  report('start_search_images');
  report('searching_images');
  const builds = await prepareSites({ plan, editions, texts, images, signal, now });
  throwIfAborted(signal);
  report('generate_site_layout');

  const stages = ['building_html', 'building_html_product', 'building_html_services', 'building_html_about'] as const;
  for (const [index, status] of stages.entries()) {
    report(status);
    for (const { build, files } of builds) writePages(build, pageGroups[index] ?? [], files);
    throwIfAborted(signal);
  }

  const archive = new Map<string, string | Uint8Array>();
  for (const { build, files } of builds) {
    for (const [path, content] of files) archive.set(`${build.site.host}/${path}`, content);
  }
  const first = builds[0]?.build;
  if (first) {
    const readme = readmeText({
      plan,
      paths: first.paths,
      languages: editions.map((edition) => edition.language.name),
      notes,
      textProvider: ai.name,
      imageProvider: images.name,
      credits: builds.flatMap(({ credits }) => credits),
    });
    archive.set(first.paths.readme, readme.split('\n').map((line) => plan.stopWords.text(line, '')).join('\n'));
  }
  const hits = findStopWords(archive, plan.stopWords);
  if (hits.length > 0) {
    const hit = hits[0];
    throw new GenerationError('stop_word_found', `The stop word “${hit?.word}” was found in ${hit?.path} (${hit?.where}); the site was not delivered.`);
  }
  report('creating_zip');
  const zip = zipFiles(archive, now);
  throwIfAborted(signal);
  return {
    sites: builds.map(({ build, files }) => ({ host: build.site.host, asciiHost: build.site.asciiHost, files })),
    files: archive,
    zip,
    notes,
  };
}
