import { generationRequestSchema } from '@sitecraft/shared/generation';
import type { AiProvider } from './ai/provider.ts';
import { copyBrief, planRun } from './brief/plan.ts';
import { OfflineComposer } from './compose/composer.ts';
import { GenerationError, throwIfAborted } from './errors.ts';
import type { ImageProvider } from './images/provider.ts';
import { planLanguages } from './languages-plan.ts';
import { siteModelSchema } from './model/site-model.ts';
import type { SiteBlobs, SiteModel } from './model/site-model.ts';
import { stageReporter } from './progress.ts';
import type { ProgressListener } from './progress.ts';
import { renderSite } from './render/render-site.ts';
import { findStopWords } from './safety/verify-output.ts';
import { sitePaths } from './site/paths.ts';
import { readmeText } from './site/readme.ts';
import { rewriteTexts, settleTexts, startTexts } from './texts.ts';
import type { SettledTexts } from './texts.ts';
import { checkSite, qualityChecks } from './quality/check-site.ts';
import type { QualityCheck } from './quality/check-site.ts';
import { qualityMessage } from './quality/message.ts';
import { catalogue, hasPricesPage } from './trades/index.ts';
import { sitePictures } from './write/pictures.ts';
import { chooseRecipe } from './write/recipe.ts';
import { withScriptFonts } from './write/script-fonts.ts';
import { writeSiteModel } from './write/site-model.ts';
import { zipFiles } from './zip.ts';

export interface GenerateOptions {
  ai?: AiProvider;
  /** Stock photos; without one every picture is an illustration drawn offline. */
  images?: ImageProvider;
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** The generation's date (article dates, sitemap, copyright); today by default. */
  now?: Date;
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
}

export interface GenerationResult {
  sites: GeneratedSite[];
  /** Every file of the ZIP, by its path in the archive. */
  files: ReadonlyMap<string, string | Uint8Array>;
  zip: Uint8Array;
  notes: string[];
  /** The quality stage: the checks every page passed, and how many languages an AI writer rewrote to pass them. */
  quality: { checks: readonly QualityCheck[]; rewritten: number };
}

function parseRequest(request: unknown) {
  const parsed = generationRequestSchema.safeParse(request);
  if (parsed.success) return parsed.data;
  throw new GenerationError('invalid_request', parsed.error.issues.map((issue) => issue.message).join(' '));
}

/**
 * Generates every site of a request (one per domain) and their ZIP, reporting the spec's
 * stages in order through `onProgress`. Writing makes a typed model of each site; rendering
 * turns the model into files. The request is validated with the shared schema (defaults
 * applied). Rejects with a GenerationError.
 */
export async function generate(request: unknown, options: GenerateOptions = {}): Promise<GenerationResult> {
  const signal = options.signal ?? new AbortController().signal;
  const ai = options.ai ?? new OfflineComposer();
  const offlineName = new OfflineComposer().name;
  const now = options.now ?? new Date();
  throwIfAborted(signal);
  const parsed = parseRequest(request);
  const report = stageReporter(parsed.track_id, options.onProgress);
  report('start_generating');
  const plan = planRun(parsed);
  const { editions, notes } = planLanguages(parsed, ai);
  const paths = sitePaths(plan.indexName, plan.php, plan.stopWords, plan.trade.kind, hasPricesPage(plan.trade));

  const pending = plan.sites.map((site) => editions.map((edition) => startTexts(ai, copyBrief(plan, site, edition.textLanguage), signal)));
  report('generating_text', notes.join(' ') || undefined);
  let texts = await settleTexts(pending, editions.map((edition) => edition.language), report, signal, plan.stopWords);

  report('start_search_images');
  report('searching_images');
  const pictures = await Promise.all(
    plan.sites.map((site, index) => {
      const first = texts[index]?.[0];
      if (!first) throw new GenerationError('ai_invalid_output', 'No texts were written for a site.');
      const offerIcons = first.brief.trade.offers.map((offer) => offer.icon);
      return sitePictures({ plan, site, paths, copy: first.copy, blogs: first.blogs, images: options.images, signal, offerIcons });
    }),
  );
  throwIfAborted(signal);

  report('generate_site_layout');
  const languages = editions.map((edition) => edition.language.code);
  const recipes = plan.sites.map((site) => withScriptFonts(chooseRecipe(plan, `${plan.request.track_id}:${site.asciiHost}`), languages));

  const buildModels = (written: SettledTexts[][]) =>
    plan.sites.map((site, index) =>
      writeSiteModel({
        plan,
        site,
        paths,
        recipe: recipes[index] as NonNullable<(typeof recipes)[number]>,
        pictures: pictures[index] as NonNullable<(typeof pictures)[number]>,
        editions: (written[index] ?? []).map((settled, position) => ({ language: settled.language, textLanguage: settled.brief.language, trade: settled.brief.trade, copy: settled.copy, blogs: settled.blogs, ui: settled.ui, dir: editions[position]?.dir ?? '' })),
        now,
      }),
    );
  report('building_html');
  let models = buildModels(texts);
  report('building_html_product');
  for (const model of models) siteModelSchema.parse(model);
  throwIfAborted(signal);
  report('building_html_services');
  report('building_html_about');

  report('checking_quality');
  const qualityInput = { keywords: plan.keywords, stopWords: plan.stopWords, textLanguages: editions.map((edition) => edition.textLanguage.code), trade: plan.trade, catalogue, customerTexts: [...Object.values(plan.answers), ...plan.keywords, ...plan.sites.map((site) => site.brand)] };
  let problems = models.map((model) => checkSite(model, qualityInput));
  let rewritten = 0;
  if (problems.some((found) => found.length > 0) && ai.name !== offlineName) {
    // An AI writer gets one chance to rewrite the texts of a language with problems, told what they were.
    const again = await rewriteTexts(ai, texts, problems, editions.map((edition) => edition.language), plan.stopWords, signal);
    rewritten = again.rewritten;
    texts = again.texts;
    models = buildModels(texts);
    for (const model of models) siteModelSchema.parse(model);
    problems = models.map((model) => checkSite(model, qualityInput));
  }
  const remaining = problems.flat();
  if (remaining.length > 0) throw new GenerationError('quality_failed', qualityMessage(remaining));

  const sites: GeneratedSite[] = [];
  for (const [index, model] of models.entries()) {
    // Rendering (share PNGs above all) is synchronous work: give the event loop a turn between sites, and stop when cancelled.
    await new Promise((resolve) => setImmediate(resolve));
    throwIfAborted(signal);
    const blobs = pictures[index]?.blobs ?? new Map<string, Uint8Array>();
    sites.push({ host: model.host, asciiHost: model.asciiHost, model, blobs, files: renderSite(model, blobs) });
  }

  const archive = new Map<string, string | Uint8Array>();
  for (const site of sites) {
    for (const [path, content] of site.files) archive.set(`${site.host}/${path}`, content);
  }
  const readme = readmeText({
    plan,
    paths,
    languages: editions.map((edition) => edition.language.name),
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
  return { sites, files: archive, zip, notes, quality: { checks: qualityChecks, rewritten } };
}
