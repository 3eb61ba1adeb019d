import { readFileSync } from 'node:fs';
import { generationRequestSchema, splitList, type GenerationRequestInput } from '@sitecraft/shared/generation';
import { copyBrief, planRun } from '../../src/brief/plan.ts';
import { resolveLanguage } from '../../src/brief/languages.ts';
import { OfflineComposer } from '../../src/compose/composer.ts';
import { taskOf, type ChatRequest } from './fake-chat-server.ts';
import { answerAt, askedKeys, type ModelAnswers } from './model-answers.ts';
import { request } from './requests.ts';

/** The six languages of the adversarial runs, in the order the runs take them. */
export const adversarialLanguages = ['English', 'Russian', 'German', 'French', 'Spanish', 'Japanese'] as const;
export type AdversarialLanguage = (typeof adversarialLanguages)[number];

/** A business a run is about, with what its owner tells: keywords to pick from, stop words the texts never hold, facts. */
interface Business {
  base: Partial<GenerationRequestInput>;
  keywords: readonly string[];
  stopWords: readonly string[];
  /** The owner's offers, by name, with prices: the names are the careful model's offer titles. */
  offers: readonly { name: string; price: string }[];
  reviews: readonly { quote: string; name: string; source: string }[];
  hoursNote: string;
  /** Recorded answers of a careful model for this business (languages the offline composer does not write). */
  recorded?: string;
}

const businesses: Record<AdversarialLanguage, Business> = {
  English: {
    base: { site_theme: 'Bakery', business_name: 'Park Street Bakery', description: 'Park Street Bakery is a family bakery in Bristol: sourdough, pastries and celebration cakes baked every morning.', contact_country: 'United Kingdom', contact_address: '12 Park Street, Bristol', contact_phone: '+44 117 496 0000' },
    keywords: ['sourdough bread', 'celebration cakes', 'fresh croissants', 'rye bread'],
    stopWords: ['cheap', 'discount', 'guaranteed', 'miracle', 'bargain', 'budget'],
    offers: [{ name: 'Sourdough loaf', price: '£4.50' }, { name: 'Butter croissant', price: '£2.20' }, { name: 'Celebration cake', price: 'from £35' }],
    reviews: [{ quote: 'The best sourdough in Bristol, and the staff always remember my order.', name: 'Claire M.', source: 'Google' }, { quote: 'Our wedding cake was beautiful and tasted even better.', name: 'Tom and Priya', source: 'by email' }],
    hoursNote: 'Closed on bank holidays',
  },
  Russian: {
    base: { site_theme: 'Bakery', description: 'Пекарня «Колос» в Казани: хлеб, выпечка и торты каждое утро.', contact_country: 'Russia', contact_address: 'Казань, ул. Баумана, 20', contact_phone: '+7 843 555 01 02' },
    keywords: ['свежий хлеб', 'торты на заказ', 'круассаны', 'ржаной хлеб'],
    stopWords: ['дешёвый', 'скидка', 'акция', 'халява', 'распродажа', 'чудо'],
    offers: [{ name: 'Хлеб на закваске', price: '250 ₽' }, { name: 'Круассан', price: '120 ₽' }, { name: 'Торт на заказ', price: 'от 2500 ₽' }],
    reviews: [{ quote: 'Самый вкусный хлеб в районе, берём каждое утро.', name: 'Анна К.', source: 'Яндекс Карты' }, { quote: 'Заказывали торт на день рождения дочери, все были в восторге.', name: 'Игорь', source: 'лично' }],
    hoursNote: 'В праздничные дни по особому графику',
  },
  German: {
    base: { site_theme: 'Bakery', business_name: 'Bäckerei Sonnenkorn', description: 'Bäckerei Sonnenkorn ist eine Familienbäckerei in Berlin-Pankow. Wir backen Sauerteigbrot, Brötchen und Kuchen jeden Morgen selbst.', contact_country: 'Germany', contact_address: 'Florastraße 21, 13187 Berlin', contact_phone: '+49 30 4471 2290' },
    keywords: ['Sauerteigbrot Berlin', 'Dinkelbrötchen', 'Hochzeitstorte', 'Frühstück zum Mitnehmen'],
    stopWords: ['billig', 'Industrie', 'Discount', 'Fertigmischung', 'Massenware', 'Supermarkt'],
    offers: [{ name: 'Weizen-Sauerteigbrot', price: '4,80 €' }, { name: 'Dinkelvollkornbrot', price: '5,20 €' }, { name: 'Buttercroissant', price: '1,90 €' }, { name: 'Hochzeitstorte mit mehreren Etagen', price: 'ab 180 €' }],
    reviews: [{ quote: 'Das beste Sauerteigbrot in Pankow, und an der Theke wird man immer freundlich beraten.', name: 'Jana S.', source: 'Google' }, { quote: 'Unsere Hochzeitstorte war wunderschön und hat allen Gästen geschmeckt.', name: 'Familie Krüger', source: 'per E-Mail' }],
    hoursNote: 'An Feiertagen geschlossen',
    recorded: 'de',
  },
  French: {
    base: { site_theme: 'Barbershop', business_name: 'Le Barbier du Vieux Lyon', description: 'Le Barbier du Vieux Lyon est un salon de barbier au cœur du Vieux Lyon : coupes, taille de barbe et rasage à l’ancienne.', design_style: 'Luxury', contact_country: 'France', contact_address: '14 rue Saint-Jean, 69005 Lyon', contact_phone: '+33 4 78 42 17 90' },
    keywords: ['barbier Lyon', 'taille de barbe', 'rasage à l’ancienne', 'coupe homme'],
    stopWords: ['discount', 'promo', 'industriel', 'soldes', 'gratuit', 'low-cost'],
    offers: [{ name: 'Coupe homme', price: '28 €' }, { name: 'Taille de barbe et contours', price: '20 €' }, { name: 'Rasage à l’ancienne', price: '35 €' }],
    reviews: [{ quote: 'Un accueil chaleureux et une coupe impeccable, je ne vais plus ailleurs.', name: 'Julien R.', source: 'Google' }, { quote: 'Le rasage aux serviettes chaudes est un vrai moment de détente.', name: 'Marc', source: 'au salon' }],
    hoursNote: 'Fermé les jours fériés',
    recorded: 'fr',
  },
  Spanish: {
    base: { site_theme: 'Bakery', business_name: 'Panadería La Espiga', description: 'Panadería La Espiga es una panadería familiar en Ruzafa, Valencia: pan de masa madre, bollería y tartas horneados cada mañana.', contact_country: 'Spain', contact_address: 'Calle de Sueca 24, 46006 Valencia', contact_phone: '+34 963 55 01 24' },
    keywords: ['pan de masa madre', 'panecillos de espelta', 'tarta nupcial', 'desayuno para llevar'],
    stopWords: ['barato', 'descuento', 'chollo', 'rebajas', 'industrial', 'congelado'],
    offers: [{ name: 'Pan de trigo de masa madre', price: '4,50 €' }, { name: 'Pan integral de espelta', price: '4,90 €' }, { name: 'Cruasán de mantequilla', price: '1,80 €' }, { name: 'Tarta nupcial de varios pisos', price: 'desde 160 €' }],
    reviews: [{ quote: 'El mejor pan de masa madre del barrio, y siempre te atienden con una sonrisa.', name: 'Lucía G.', source: 'Google' }, { quote: 'La tarta de nuestra boda fue preciosa y estaba buenísima.', name: 'Pablo y Marta', source: 'por correo' }],
    hoursNote: 'Cerrado los días festivos',
    recorded: 'es',
  },
  Japanese: {
    base: { site_theme: 'Coffee Shop', business_name: '喫茶ひだまり', description: '「喫茶ひだまり」は京都・左京区の小さな自家焙煎コーヒー店です。ハンドドリップのコーヒーと手作りの焼き菓子をお出ししています。', design_style: 'My own style', features: 'Calm, natural and warm: earthy greens, organic shapes', contact_country: 'Japan', contact_address: '京都府京都市左京区田中里ノ前町 12', contact_phone: '+81 75 555 0123' },
    keywords: ['自家焙煎コーヒー', 'ハンドドリップ', '京都 カフェ', '焼き菓子'],
    stopWords: ['激安', '格安', '最安値', '業務用', '訳あり', '大量生産'],
    offers: [{ name: 'フラットホワイト', price: '550円' }, { name: 'ハンドドリップ（V60）', price: '600円' }, { name: 'シナモンロール', price: '380円' }],
    reviews: [{ quote: '静かで落ち着く店内で、丁寧に淹れたコーヒーがいただけます。', name: 'M.T.', source: 'Google' }, { quote: 'シナモンロールが絶品で、毎週買いに来ています。', name: '近所の常連', source: '店頭' }],
    hoursNote: '祝日は休業',
    recorded: 'ja',
  },
};

const tlds: Record<AdversarialLanguage, string> = { English: 'co.uk', Russian: 'ru', German: 'de', French: 'fr', Spanish: 'es', Japanese: 'jp' };
const styles = ['Luxury', 'Futuristic', 'Minimalism', 'Gaming', 'Cyberpunk'];
const uuid = (index: number) => `ad0e5a00-0000-4000-8000-${String(index).padStart(12, '0')}`;

/**
 * The n-th request of an adversarial run: the six languages in turn, 2 to 4 keywords and 2 or 3 stop words each, and
 * (two runs in three) the owner's offers, opening hours and reviews.
 */
export function adversarialRequest(index: number): GenerationRequestInput {
  const language = adversarialLanguages[index % adversarialLanguages.length] as AdversarialLanguage;
  const business = businesses[language];
  const round = Math.floor(index / adversarialLanguages.length);
  const keywords = business.keywords.slice(0, 2 + (round % 3));
  const stopWords = Array.from({ length: 2 + (round % 2) }, (_, at) => business.stopWords[(round + at * 2) % business.stopWords.length] as string);
  const withFacts = round % 3 !== 2;
  const facts = withFacts
    ? {
        offers: business.offers.slice(0, 2 + (round % 2)).map((offer) => ({ ...offer })),
        opening_hours: { days: (['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).slice(0, 5 + (round % 2)).map((day) => ({ day, opens: '07:30', closes: day === 'sat' ? '14:00' : '18:30' })), note: business.hoursNote },
        reviews: business.reviews.slice(0, 1 + (round % 2)).map((review) => ({ ...review })),
      }
    : {};
  return request({
    design_style: styles[round % styles.length],
    ...business.base,
    site_language: language,
    key_words: keywords.join(', '),
    stop_words: [...new Set(stopWords)].join(', '),
    domain_name: `adversarial-${index}.${tlds[language]}`,
    track_id: uuid(index),
    ...facts,
  });
}

async function composed(input: GenerationRequestInput, language: string): Promise<ModelAnswers> {
  const parsed = generationRequestSchema.parse({ ...input, site_language: language });
  const plan = planRun(parsed);
  const brief = copyBrief(plan, plan.sites[0] as NonNullable<(typeof plan.sites)[0]>, resolveLanguage(language).language);
  const composer = new OfflineComposer();
  return { copy: await composer.siteCopy(brief), blogs: await Promise.all(([0, 1, 2] as const).map((index) => composer.blogPost(brief, index))) };
}

/** A careful model's answers for a business of a recorded language: the owner's offers, where given, as the prompt lists them. */
function recordedAnswers(code: string, input: GenerationRequestInput): ModelAnswers {
  const answers = JSON.parse(readFileSync(new URL(`./recorded-answers/${code}.json`, import.meta.url), 'utf8')) as ModelAnswers;
  const offers = input.offers ?? [];
  if (offers.length > 0) {
    const recordedItems = new Map(answers.copy.offers.items.map((item) => [item.title, item]));
    answers.copy.offers.items = offers.map((offer) => recordedItems.get(offer.name) ?? { title: offer.name, text: answers.copy.offers.lead });
  }
  return answers;
}

/** What a careful model answers to each request of these runs, in the site's language, and in another language. */
export interface CarefulAnswers {
  right: (request: ChatRequest) => unknown;
  /** The same answer written in another language (English, or Russian for English sites): a model's slip for a field. */
  wrong: (request: ChatRequest) => unknown;
}

/** The careful answers of every request of a run, looked up by the website the prompt names. */
export async function carefulAnswersOf(requests: readonly GenerationRequestInput[]): Promise<CarefulAnswers> {
  const byDomain = new Map<string, { right: ModelAnswers; wrong: ModelAnswers }>();
  for (const input of requests) {
    const language = (input.site_language ?? 'English') as AdversarialLanguage;
    const code = businesses[language].recorded;
    const right = code ? recordedAnswers(code, input) : await composed(input, language);
    const wrong = await composed(input, language === 'English' ? 'Russian' : 'English');
    byDomain.set(input.domain_name, { right, wrong });
  }
  const answer = (request: ChatRequest, pick: 'right' | 'wrong'): unknown => {
    const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
    const answers = byDomain.get(/\(website ([^)]+)\)/u.exec(user)?.[1] ?? '');
    if (!answers) throw new Error('a prompt for a website of no request');
    const set = answers[pick];
    const task = taskOf(request);
    if (task === 'site_copy') return set.copy;
    const blog = /^blog_post (\d)$/u.exec(task);
    if (blog) return set.blogs[Number(blog[1]) - 1];
    return Object.fromEntries(askedKeys(request).map((key) => [key, answerAt(set, key) ?? answerAt(answers.right, key)]));
  };
  return { right: (request) => answer(request, 'right'), wrong: (request) => answer(request, 'wrong') };
}

/** What the owner asked of a site's words: its keywords, stop words and language. */
export function ownerWords(input: GenerationRequestInput): { keywords: string[]; stopWords: string[]; language: string; offers: string[] } {
  return { keywords: splitList(input.key_words), stopWords: splitList(input.stop_words), language: resolveLanguage(input.site_language).language.code, offers: (input.offers ?? []).map((offer) => offer.name) };
}
