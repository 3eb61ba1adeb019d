import type { GenerationRequest } from '@sitecraft/shared/generation';
import type { AiProvider } from './ai/provider.ts';
import { copyBrief, planRun, type RunPlan, type SitePlan } from './brief/plan.ts';
import { englishLanguage, type Language } from './brief/languages.ts';
import { OfflineComposer } from './compose/composer.ts';
import { GenerationError, throwIfAborted } from './errors.ts';
import type { ImageProvider } from './images/provider.ts';
import { planLanguages } from './languages-plan.ts';
import { siteModelSchema, type SiteModel } from './model/site-model.ts';
import type { stageReporter } from './progress.ts';
import { checkSite, type QualityInput } from './quality/check-site.ts';
import { qualityMessage, type FailureContext } from './quality/message.ts';
import { DEFAULT_FORM_RETENTION_DAYS } from './content/form-texts.ts';
import { ownTowns } from './content/keyword-phrase.ts';
import { sitePaths, withThankYouPage, type SitePaths } from './site/paths.ts';
import { repairTexts, type Repair, type SiteCheck } from './repair/repair-texts.ts';
import { settleTexts, startTexts, type SettledTexts } from './texts.ts';
import { catalogue, hasPricesPage } from './trades/index.ts';
import { sitePictures, type SitePictures } from './write/pictures.ts';
import { chooseRecipe } from './write/recipe.ts';
import { withScriptFonts } from './write/script-fonts.ts';
import { writeSiteModel } from './write/site-model.ts';

export interface ComposeOptions {
  ai: AiProvider;
  images?: ImageProvider;
  signal: AbortSignal;
  now: Date;
  report: ReturnType<typeof stageReporter>;
  /** Another wording of the same site (the offline composer picks other alternatives; 0 is the generated one). */
  wording?: number;
  /** Only the sites of these domains (all by default). */
  hosts?: readonly string[];
  /** The action of a site's contact form (the forms endpoint), by its domain: HTML sites get no form without it. */
  formAction?: FormAction;
  /** How many days the endpoint keeps messages, for the privacy policy (365 by default). */
  formRetentionDays?: number;
}

export type FormAction = (host: string) => Promise<string> | string;

/** What the quality stage checks a site of a run against, its editions' texts written in `textLanguages`. */
export function qualityInputOf(plan: RunPlan, textLanguages: readonly string[]): QualityInput {
  const customerTexts = [...Object.values(plan.answers), ...plan.keywords, ...plan.sites.map((site) => site.brand), ...(plan.request.offers ?? []).map((offer) => offer.name)];
  const places = { towns: ownTowns(plan.answers.address, plan.answers.description), description: plan.answers.description };
  return { keywords: plan.keywords, stopWords: plan.stopWords, textLanguages, trade: plan.trade, catalogue, customerTexts, places };
}

/** The owner's answers a problem may lie in, with the field of the request each came in. */
function ownerAnswers(plan: RunPlan): FailureContext['answers'] {
  return [
    ...plan.sites.map((site) => ({ answer: 'business_name' as const, text: site.brand })),
    { answer: 'description', text: plan.answers.description },
    { answer: 'contact_address', text: plan.answers.address },
    { answer: 'contact_country', text: plan.answers.country },
    { answer: 'site_theme', text: plan.answers.theme },
    { answer: 'design_style', text: plan.answers.style },
    ...(plan.request.offers ?? []).map((offer) => ({ answer: 'offers' as const, text: offer.name })),
    ...plan.keywords.map((keyword) => ({ answer: 'key_words' as const, text: keyword })),
  ];
}

export interface ComposedModels {
  plan: RunPlan;
  paths: SitePaths;
  /** What the customer is told about the languages (a language written in English, and the like). */
  notes: string[];
  languageNames: string[];
  pictures: SitePictures[];
  models: SiteModel[];
  /** Every text of the writer that failed a check, and how it was set right. */
  repairs: Repair[];
  /** How many rounds the writer was asked again for texts that failed a check (0 to 4). */
  rounds: number;
}

/**
 * Writes the model of every site of a request: texts, pictures and layout, reporting the stages up to the quality
 * check, which every page must pass: a text that fails it is repaired field by field (see repairTexts), and the run
 * fails only for a problem outside the writer's texts. Rendering is the caller's.
 */
export async function composeModels(request: GenerationRequest, options: ComposeOptions): Promise<ComposedModels> {
  const { ai, signal, now, report } = options;
  report('start_generating');
  const planned = planRun(request);
  const plan = options.hosts ? { ...planned, sites: planned.sites.filter((site) => options.hosts?.includes(site.host) || options.hosts?.includes(site.asciiHost)) } : planned;
  const { editions, notes } = planLanguages(request, ai);
  const withForm = options.formAction && !plan.php ? options.formAction : undefined;
  const basePaths = sitePaths(plan.indexName, plan.php, plan.stopWords, plan.trade.kind, hasPricesPage(plan.trade, request.offers));
  const paths = withForm ? withThankYouPage(basePaths) : basePaths;
  const retentionDays = options.formRetentionDays ?? DEFAULT_FORM_RETENTION_DAYS;
  const forms = withForm ? await Promise.all(plan.sites.map(async (site) => ({ action: await withForm(site.host), retentionDays }))) : [];

  const composed: { host: string; language: string; answer: string; reason: string }[] = [];
  const pending = plan.sites.map((site) =>
    editions.map((edition) => startTexts(ai, copyBrief(plan, site, edition.textLanguage, options.wording), signal, (each) => composed.push({ host: site.host, language: edition.language.code, answer: each.answer, reason: each.reason }))),
  );
  report('generating_text', notes.join(' ') || undefined);
  let texts = await settleTexts(pending, editions.map((edition) => edition.language), report, signal, plan.stopWords);

  report('start_search_images');
  report('searching_images');
  const pictures = await Promise.all(
    plan.sites.map((site, index) => {
      const first = texts[index]?.[0];
      if (!first) throw new GenerationError('ai_invalid_output', 'No texts were written for a site.');
      return sitePictures({ plan, site, paths, copy: first.copy, blogs: first.blogs, images: options.images, signal, trade: first.brief.trade });
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
        ...(forms[index] ? { form: forms[index] } : {}),
      }),
    );
  report('building_html');
  report('building_html_product');
  throwIfAborted(signal);
  report('building_html_services');
  report('building_html_about');

  report('checking_quality');
  const check = (written: SettledTexts[][]): SiteCheck[] =>
    buildModels(written).map((model, index) => {
      const textLanguages = (written[index] ?? []).map((settled) => settled.brief.language.code);
      return { problems: checkSite(model, qualityInputOf(plan, textLanguages)), pages: model.editions.map((edition) => edition.pages) };
    });
  const englishTexts = async (site: number, edition: number): Promise<SettledTexts> => {
    const pending = startTexts(new OfflineComposer(), copyBrief(plan, plan.sites[site] as SitePlan, englishLanguage, options.wording), signal);
    const [[settled]] = (await settleTexts([[pending]], [editions[edition]?.language ?? englishLanguage], () => undefined, signal, plan.stopWords)) as [[SettledTexts]];
    return settled;
  };
  const briefFor = (site: number, language: Language, wording: number) => copyBrief(plan, plan.sites[site] as SitePlan, language, wording);
  const repaired = await repairTexts({ ai, texts, hosts: plan.sites.map((site) => site.host), check, briefFor, englishTexts, stopWords: plan.stopWords, signal });
  if (repaired.remaining.length > 0) throw new GenerationError('quality_failed', qualityMessage(repaired.remaining, { language: editions[0]?.language.code ?? 'en', stopWords: plan.stopWords, answers: ownerAnswers(plan), fieldOf: repaired.fieldOf }));
  texts = repaired.texts;
  const models = buildModels(texts);
  for (const model of models) siteModelSchema.parse(model);
  const repairs = [...composed.map((each): Repair => ({ host: each.host, language: each.language, field: each.answer, check: 'answer', problem: each.reason, fix: 'composer' })), ...repaired.repairs];
  for (const [position, edition] of editions.entries()) {
    if (texts.some((site) => site[position]?.brief.language.code !== edition.textLanguage.code)) notes.push(`Some ${edition.language.name} pages have their texts in English: the ${ai.name} did not write ${edition.language.name} texts that passed the checks.`);
  }
  return { plan, paths, notes, languageNames: editions.map((edition) => edition.language.name), pictures, models, repairs, rounds: repaired.rounds };
}
