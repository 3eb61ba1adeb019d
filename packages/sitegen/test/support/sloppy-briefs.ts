import { readFileSync } from 'node:fs';
import { generationRequestSchema, splitList, type GenerationRequestInput } from '@sitecraft/shared/generation';
import { copyBrief, planRun } from '../../src/brief/plan.ts';
import { resolveLanguage } from '../../src/brief/languages.ts';
import { articleKeyword } from '../../src/compose/blog.ts';
import { OfflineComposer } from '../../src/compose/composer.ts';
import type { ChatRequest } from './fake-chat-server.ts';
import { taskOf } from './fake-chat-server.ts';
import { answerAt, askedKeys, type ModelAnswers } from './model-answers.ts';
import type { Authored } from './sloppy-model.ts';

/** Businesses the runs are about: the English and Russian ones with their keyword and stop word pools. */
const businesses = [
  { theme: 'Bakery', description: 'A family bakery in Bristol: sourdough, pastries and celebration cakes baked every morning.', address: '12 Park Street, Bristol', country: 'United Kingdom', keywords: ['sourdough bread', 'celebration cakes', 'fresh croissants', 'rye bread', 'bakery in Bristol'] },
  { theme: 'Pizzeria', description: 'Family pizzeria in the old town. We bake Neapolitan pizza in a wood-fired oven and deliver across the city.', address: 'Via Roma 12, Napoli', country: 'Italy', keywords: ['wood-fired pizza', 'pizza delivery', 'Neapolitan pizza', 'family pizzeria'] },
  { theme: 'Barbershop', description: 'A barbershop for classic cuts, beard trims and hot towel shaves.', address: '5 King Street, Manchester', country: 'United Kingdom', keywords: ['beard trim', 'classic haircut', 'hot towel shave', 'barber in Manchester'] },
  { theme: 'Yoga Studio', description: 'A small yoga studio with morning classes, meditation and weekend workshops.', address: 'Calle Mayor 3, Madrid', country: 'Spain', keywords: ['morning yoga', 'yoga classes', 'meditation workshops', 'beginner yoga'] },
  { theme: 'Dental Clinic', description: 'A dental clinic for families: check-ups, hygiene and implants.', address: '40 Queen Street, Edinburgh', country: 'United Kingdom', keywords: ['dental check-up', 'teeth whitening', 'dental implants', 'family dentist'] },
  { theme: 'Coffee Shop', description: 'A neighbourhood coffee shop roasting its own beans, with homemade cakes.', address: 'Kastanienallee 8, Berlin', country: 'Germany', keywords: ['specialty coffee', 'flat white', 'homemade cakes', 'coffee beans'] },
] as const;

const stopWords = { en: ['cheap', 'discount', 'guaranteed', 'miracle', 'bargain', 'budget'], ru: ['дешёвый', 'скидка', 'акция', 'халява', 'распродажа', 'чудо'], de: ['billig', 'Industrie', 'Discount', 'Fertigmischung', 'Massenware', 'Supermarkt'] };
const russianKeywords = ['свежий хлеб', 'торты на заказ', 'пекарня у дома', 'круассаны', 'ржаной хлеб'];
const germanKeywords = ['Bio-Backwaren', 'Brot vom Vortag', 'Laugenbrezeln', 'Geburtstagstorte', 'Backkurse', 'Stollen'];

function pick<T>(list: readonly T[], count: number, start: number): T[] {
  return Array.from({ length: count }, (_, index) => list[(start + index * 3) % list.length] as T).filter((item, index, all) => all.indexOf(item) === index);
}

const uuid = (index: number) => `5a1e0c00-0000-4000-8000-${String(index).padStart(12, '0')}`;

/** The n-th request of a run: English, Russian and German in turn, 2 to 4 keywords and 3 stop words each. */
export function sloppyRequest(index: number): GenerationRequestInput {
  const language = (['English', 'Russian', 'German'] as const)[index % 3] as 'English' | 'Russian' | 'German';
  const business = businesses[Math.floor(index / 3) % businesses.length] as (typeof businesses)[number];
  const count = 2 + (index % 3);
  const base = { site_theme: business.theme, design_style: ['Luxury', 'Futuristic', 'Gaming', 'Cyberpunk'][index % 4], contact_phone: '+44 117 496 0000', domain_name: `site-${index}.example`, track_id: uuid(index) };
  if (language === 'German') {
    return { ...base, site_theme: 'Bakery', site_language: 'German', description: 'Bäckerei Sonnenkorn ist eine Familienbäckerei in Berlin-Pankow. Wir backen Sauerteigbrot, Brötchen und Kuchen jeden Morgen selbst.', contact_country: 'Germany', contact_address: 'Florastraße 21, 13187 Berlin', key_words: pick(germanKeywords, count, index).join(', '), stop_words: pick(stopWords.de, 3, index).join(', ') };
  }
  const keywords = language === 'Russian' ? pick(russianKeywords, count, index) : pick(business.keywords, count, index);
  const description = language === 'Russian' ? 'Пекарня «Колос» в Казани: хлеб, выпечка и торты каждое утро.' : business.description;
  return { ...base, site_theme: language === 'Russian' ? 'Bakery' : business.theme, site_language: language, description, contact_country: language === 'Russian' ? 'Russia' : business.country, contact_address: language === 'Russian' ? 'Казань, ул. Баумана, 20' : business.address, key_words: keywords.join(', '), stop_words: pick(language === 'Russian' ? stopWords.ru : stopWords.en, 3, index).join(', ') };
}

async function composed(input: GenerationRequestInput, language: string): Promise<ModelAnswers> {
  const request = generationRequestSchema.parse({ ...input, site_language: language });
  const plan = planRun(request);
  const brief = copyBrief(plan, plan.sites[0] as NonNullable<(typeof plan.sites)[0]>, resolveLanguage(language).language);
  const composer = new OfflineComposer();
  return { copy: await composer.siteCopy(brief), blogs: await Promise.all(([0, 1, 2] as const).map((index) => composer.blogPost(brief, index))) };
}

const capitalise = (text: string) => `${text.charAt(0).toLocaleUpperCase()}${text.slice(1)}`;

/** A German model's answers for the bakery, with the run's keywords where the prompt asks for them. */
function germanAnswers(input: GenerationRequestInput): ModelAnswers {
  const answers = JSON.parse(readFileSync(new URL('./recorded-answers/de.json', import.meta.url), 'utf8')) as ModelAnswers;
  const keywords = splitList(input.key_words);
  const [first = ''] = keywords;
  answers.copy.intro.heading = `${capitalise(first)} aus unserer Backstube in Pankow`;
  answers.copy.hero.lead = `In der Florastraße backen wir Brot, Brötchen und Kuchen jeden Morgen selbst. Bei uns in Pankow gehört ${first} zum täglichen Angebot.`;
  answers.blogs.forEach((post, index) => {
    const keyword = articleKeyword(keywords, index);
    if (keyword) post.title = `Tipps aus der Backstube rund um ${keyword}`;
  });
  return answers;
}

/** The careful answers of every request of a run, by domain: in the site's language and in another one. */
export async function authorsOf(requests: readonly GenerationRequestInput[]): Promise<(request: ChatRequest) => Authored> {
  const byDomain = new Map<string, { right: ModelAnswers; wrong: ModelAnswers }>();
  for (const input of requests) {
    const language = input.site_language ?? 'English';
    const right = language === 'German' ? germanAnswers(input) : await composed(input, language);
    // Where the composer cannot write the other language for these keywords, the slip is an answer in the right one.
    const wrong = await composed(input, language === 'English' ? 'Russian' : 'English').catch(() => right);
    byDomain.set(input.domain_name, { right, wrong });
  }
  return (request) => {
    const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
    const domain = /\(website ([^)]+)\)/u.exec(user)?.[1] ?? '';
    const answers = byDomain.get(domain);
    if (!answers) throw new Error(`no answers for ${domain}`);
    const task = taskOf(request);
    const answer = (set: ModelAnswers) => {
      if (task === 'site_copy') return set.copy;
      const blog = /^blog_post (\d)$/u.exec(task);
      if (blog) return set.blogs[Number(blog[1]) - 1];
      return Object.fromEntries(askedKeys(request).map((key) => [key, answerAt(set, key) ?? answerAt(answers.right, key)]));
    };
    return { right: answer(answers.right), wrong: answer(answers.wrong) };
  };
}
