import { generationRequestSchema } from '@sitecraft/shared/generation';
import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { copyBrief, planRun } from '../../src/brief/plan.ts';
import { resolveLanguage } from '../../src/brief/languages.ts';
import { OfflineComposer } from '../../src/compose/composer.ts';
import type { BlogPost, SiteCopy } from '../../src/content/schema.ts';

export interface ModelAnswers {
  copy: SiteCopy;
  blogs: BlogPost[];
}

/** Valid answers a model could give for the request's first site, marked so tests can find them. */
export async function modelAnswers(input: GenerationRequestInput, marker: string): Promise<ModelAnswers> {
  const request = generationRequestSchema.parse(input);
  const plan = planRun(request);
  const site = plan.sites[0];
  if (!site) throw new Error('no site');
  const brief = copyBrief(plan, site, resolveLanguage(request.site_language).language);
  const composer = new OfflineComposer();
  const copy = await composer.siteCopy(brief);
  copy.tagline = `${marker} ${copy.tagline}`.slice(0, 140);
  const blogs = await Promise.all(([0, 1, 2] as const).map((index) => composer.blogPost(brief, index)));
  return { copy, blogs };
}

/** The answer for one task of the fake server. */
export function answerFor(answers: ModelAnswers, task: string): unknown {
  if (task === 'site_copy') return answers.copy;
  const blog = /^blog_post (\d)$/.exec(task);
  return answers.blogs[Number(blog?.[1] ?? 1) - 1];
}

/** The text of an answer at a key the engine asks for ("site.intro.heading", "article2.title"). */
export function answerAt(answers: ModelAnswers, key: string): unknown {
  const [source = '', ...path] = key.split('.');
  let node: unknown = source === 'site' ? answers.copy : answers.blogs[Number(source.slice(-1)) - 1];
  for (const name of path) node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[name] : undefined;
  return node;
}

/** The keys a request for some texts asks for: the properties of its answer's JSON schema. */
export function askedKeys(request: { response_format?: { json_schema?: { schema?: { properties?: Record<string, unknown> } } } }): string[] {
  return Object.keys(request.response_format?.json_schema?.schema?.properties ?? {});
}
