import { z } from 'zod';
import { findTemplate } from '../templates/catalogue.ts';
import { businessFactsShape } from './business-facts.ts';
import { commonWordOf } from './common-words.ts';
import { checkDomain, splitDomains } from './domains.ts';
import { containsWholeWord, splitList } from './lists.ts';
import { STOP_WORD_MAX_LENGTH, stopWordConflicts, stopWordConflictTexts } from './stop-word-conflicts.ts';

/** File names the engine gives its own pages: the home page may not take one of them. */
export const reservedPageNames = ['products', 'services', 'about', 'contact', 'blog', 'privacy', '404', 'sitemap', 'robots', 'includes', 'images', 'styles', 'contact-handler'] as const;

export const maxSiteCount = 10;

function text(field: string, max: number) {
  return z
    .string({ error: `${field} must be text.` })
    .max(max, { error: `${field} must be at most ${max} characters long.` });
}

function optionalText(field: string, max: number) {
  return text(field, max).optional();
}

/** Accepts "true"/"false" or a boolean and keeps the spec's string form. */
const booleanString = z.preprocess(
  (value) => (typeof value === 'boolean' ? String(value) : value),
  z.enum(['true', 'false'], { error: 'edit_after_generation must be "true" or "false".' }),
);

const siteCount = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z
    .string({ error: 'site_count must be a number from 1 to 10.' })
    .regex(/^(?:[1-9]|10)$/, { error: 'site_count must be a number from 1 to 10.' }),
);

const fileExtension = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z.enum(['HTML', 'PHP'], { error: 'file_extension must be HTML or PHP.' }),
);

const renameIndex = text('rename_index', 64)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, {
    error: 'rename_index must be a file name of letters, digits, hyphens and underscores, without an extension (for example "index" or "home").',
  })
  .refine((name) => !(reservedPageNames as readonly string[]).includes(name.toLowerCase()), {
    error: 'rename_index may not be the name of another page (products, services, about, contact, blog, privacy, 404 and similar).',
  });

const baseTemplate = text('baseTemplate', 100).refine((fileName) => findTemplate(fileName) !== undefined, {
  error: 'baseTemplate must be the file name of a template of the gallery (for example "1.html").',
});

const requestShape = z.object({
  site_type: text('site_type', 60).default('Landing'),
  site_theme: optionalText('site_theme', 200),
  description: optionalText('description', 4000),
  design_style: optionalText('design_style', 100),
  features: optionalText('features (the style description)', 2000),
  site_language: optionalText('site_language', 60),
  second_site_language: optionalText('second_site_language', 60),
  contact_country: optionalText('contact_country', 100),
  contact_address: optionalText('contact_address', 300),
  contact_phone: optionalText('contact_phone', 40),
  file_extension: fileExtension.default('HTML'),
  rename_index: renameIndex.default('index'),
  site_count: siteCount.default('1'),
  edit_after_generation: booleanString.default('true'),
  key_words: optionalText('key_words', 1000),
  stop_words: optionalText('stop_words', 1000),
  domain_name: text('domain_name', 2600).refine((value) => value.trim().length > 0, { error: 'domain_name is required.' }),
  webhook: optionalText('webhook', 2048),
  track_id: z.uuid({ error: 'track_id must be a UUID.' }),
  user_id: optionalText('user_id', 320),
  baseTemplate: baseTemplate.optional(),
  ...businessFactsShape,
});

type RequestShape = z.infer<typeof requestShape>;

function checkCrossFields(request: RequestShape, context: z.RefinementCtx): void {
  const domains = splitDomains(request.domain_name);
  const count = Number(request.site_count);
  if (domains.length !== count) {
    context.addIssue({
      code: 'custom',
      path: ['domain_name'],
      message: `domain_name must hold exactly ${count} comma-separated domain${count === 1 ? '' : 's'} (site_count), but it holds ${domains.length}.`,
    });
  }
  const seen = new Set<string>();
  for (const domain of domains) {
    const check = checkDomain(domain);
    if (!check.ok) {
      context.addIssue({ code: 'custom', path: ['domain_name'], message: check.message });
      continue;
    }
    if (seen.has(check.asciiHost)) {
      context.addIssue({ code: 'custom', path: ['domain_name'], message: `The domain “${check.host}” is listed twice.` });
    }
    seen.add(check.asciiHost);
  }
  const keywords = keywordProblem(request.key_words ?? '');
  if (keywords) context.addIssue({ code: 'custom', path: ['key_words'], message: keywords });
  const stopWords = splitList(request.stop_words);
  for (const stopWord of stopWords) {
    if (stopWord.length > STOP_WORD_MAX_LENGTH) {
      context.addIssue({ code: 'custom', path: ['stop_words'], message: `Each stop word must be at most ${STOP_WORD_MAX_LENGTH} characters long.` });
      continue;
    }
    const common = commonWordOf(stopWord, [request.site_language, request.second_site_language]);
    if (common) {
      context.addIssue({ code: 'custom', path: ['stop_words'], message: `The stop word “${stopWord}” is one of the commonest words of ${common}: no text can be written without it. Remove it from the stop words.` });
      continue;
    }
    if (!/\p{L}/u.test(stopWord)) {
      context.addIssue({ code: 'custom', path: ['stop_words'], message: `The stop word “${stopWord}” holds no letter; stop words must be words, not numbers or symbols.` });
      continue;
    }
    const clashingDomain = domains.find((domain) => containsWholeWord(domain.replace(/[.-]/g, ' '), stopWord));
    if (clashingDomain) {
      context.addIssue({
        code: 'custom',
        path: ['stop_words'],
        message: `The stop word “${stopWord}” is part of the domain “${clashingDomain}”; remove it from the stop words or change the domain.`,
      });
    }
    if (containsWholeWord(request.rename_index.replace(/[-_]/g, ' '), stopWord)) {
      context.addIssue({
        code: 'custom',
        path: ['stop_words'],
        message: `The stop word “${stopWord}” is part of the home page's file name (rename_index “${request.rename_index}”); choose another name for the home page or remove the stop word.`,
      });
    }
  }
  // A stop word inside the name, an offer or a keyword cannot be both shown and never shown: refused before any charge.
  for (const conflict of stopWordConflicts(request)) {
    const message = stopWordConflictTexts.en(conflict);
    context.addIssue({ code: 'custom', path: ['stop_words'], message });
    context.addIssue({ code: 'custom', path: [conflict.field], message });
  }
}

/**
 * The generation request of the builder form (spec section 3) with the spec's defaults.
 * The server validates every POST /api/v1/generator with it and the engine takes its output.
 */
export const generationRequestSchema = requestShape.superRefine(checkCrossFields);

export type GenerationRequest = z.infer<typeof generationRequestSchema>;
/** The request as a client sends it: fields with defaults may be left out. */
export type GenerationRequestInput = z.input<typeof generationRequestSchema>;

/** The most keywords a request may list, and the longest a keyword may be. */
export const keywordLimits = { count: 20, length: 60 } as const;

/** What is wrong with a comma-separated keyword list, for each client to say in its own words, or undefined. */
export type KeywordIssue =
  | { kind: 'too_many'; count: number }
  | { kind: 'too_long'; keyword: string }
  | { kind: 'wordless'; keyword: string };

/** What makes a keyword list unusable (too many, one too long, one without a letter or digit), or undefined. */
export function keywordIssue(keywords: string): KeywordIssue | undefined {
  const list = splitList(keywords);
  if (list.length > keywordLimits.count) return { kind: 'too_many', count: list.length };
  const long = list.find((keyword) => keyword.length > keywordLimits.length);
  if (long) return { kind: 'too_long', keyword: long };
  const wordless = list.find((keyword) => !/[\p{L}\p{N}]/u.test(keyword));
  return wordless === undefined ? undefined : { kind: 'wordless', keyword: wordless };
}

/** Why a comma-separated keyword list cannot be used, in the API's English words, or undefined. */
export function keywordProblem(keywords: string): string | undefined {
  const issue = keywordIssue(keywords);
  if (!issue) return undefined;
  if (issue.kind === 'too_many') return `Keywords: ${issue.count} are listed; use at most ${keywordLimits.count}.`;
  if (issue.kind === 'too_long') return `Keywords: “${issue.keyword.slice(0, 40)}…” is ${issue.keyword.length} characters long; keep each keyword to ${keywordLimits.length} characters.`;
  return `Keywords: “${issue.keyword}” holds no letter or digit; write each keyword in the words people search for.`;
}
