import { townOf } from '../brief/town.ts';

/**
 * How a heading or a sentence holds a keyword. People type search phrases ("dog grooming Bristol", "florist York",
 * "флорист казань"); a page writes them as a sentence would: "dog grooming in Bristol", "florist in York",
 * "флорист в Казани". Search engines read both as the same query, while only the second reads as written by the business.
 */
export interface KeywordPhrase {
  /** The keyword as the owner typed it. */
  keyword: string;
  /** The keyword as a heading or a sentence writes it: its town after "in" ("в" and the town's locative in Russian). */
  text: string;
  /** What it names without its town: "dog grooming", "florist". */
  topic: string;
  /** Whether it says where (a town, or "in …" typed so): a frame that adds "at {brand}" would stack two places. */
  placed: boolean;
  /** Whether it names the business or the person who does the work ("florist", "bakery"), not what is done or sold. */
  business: boolean;
}

/** The word before a town, by language (Russian has its own, with the town's case). */
const townJoiners: Readonly<Record<string, string>> = { en: 'in', de: 'in', fr: 'à', es: 'en', it: 'a', pt: 'em', nl: 'in' };

const words = (list: string) => new Set(list.trim().split(/\s+/u));

// Nouns that name a business or who works in it: "florist in York" is no "approach to florist in York".
const englishBusiness = words(`florist barber hairdresser stylist groomer photographer videographer baker butcher jeweller jeweler
  tailor dressmaker seamstress cobbler dentist orthodontist hygienist vet veterinarian lawyer solicitor attorney notary accountant
  bookkeeper architect designer developer builder roofer painter decorator carpenter joiner locksmith mechanic gardener landscaper
  cleaner caterer planner trainer coach tutor teacher instructor therapist physiotherapist physio chiropractor osteopath optician
  optometrist pharmacist consultant adviser advisor broker agent realtor surveyor translator interpreter dj musician singer
  artist beautician manicurist cosmetologist nutritionist dietitian doctor gp surgeon nanny childminder walker sitter handyman
  courier mover driver chauffeur chef installer technician engineer electrician plumber glazier tiler plasterer bricklayer welder
  upholsterer psychologist counsellor counselor midwife masseur masseuse shop store salon studio clinic bakery cafe café
  coffeehouse restaurant pizzeria bar pub bistro agency school academy gym hotel hostel garage workshop company firm
  kennel kennels cattery nursery boutique dealership dealer spa barbershop parlour parlor gallery pharmacy laundry
  launderette brewery winery deli delicatessen takeaway diner patisserie chocolatier confectioner greengrocer grocer club team venue`);

// The same in Russian, in the nominative; a keyword's word is looked up as typed and without a plural ending.
const russianBusiness = words(`флорист барбер парикмахер стилист грумер фотограф видеограф пекарь пекарня кондитер кондитерская
  ювелир портной швея сапожник стоматолог стоматология ветеринар ветклиника юрист адвокат нотариус бухгалтер архитектор дизайнер
  разработчик строитель кровельщик маляр плотник столяр слесарь механик автосервис садовник тренер репетитор учитель преподаватель
  инструктор психолог психотерапевт массажист визажист косметолог мастер врач доктор хирург окулист оптика фармацевт аптека
  консультант риелтор риэлтор агент агентство переводчик музыкант художник няня курьер водитель повар установщик техник инженер
  электрик сантехник плиточник сварщик салон студия клиника кафе кофейня ресторан пиццерия бар паб бистро школа академия
  спортзал клуб отель гостиница хостел мастерская ателье компания фирма бюро магазин бутик питомник автосалон галерея
  прачечная пивоварня центр кулинария пекарни`);

function isBusinessWord(word: string, code: string): boolean {
  const lower = word.toLocaleLowerCase();
  if (code === 'ru') return russianBusiness.has(lower) || (/[ыи]$/u.test(lower) && (russianBusiness.has(lower.slice(0, -1)) || russianBusiness.has(`${lower.slice(0, -1)}ь`)));
  return englishBusiness.has(lower) || (lower.endsWith('ies') && englishBusiness.has(`${lower.slice(0, -3)}y`)) || (lower.endsWith('s') && englishBusiness.has(lower.slice(0, -1)));
}

/** An adjective of a Russian town's name in the locative: "Нижний" → "Нижнем", "Великий" → "Великом". */
function russianAdjective(word: string): string | undefined {
  const rules: readonly [RegExp, string][] = [[/ний$/u, 'нем'], [/ий$/u, 'ом'], [/ый$/u, 'ом'], [/ой$/u, 'ом'], [/ая$/u, 'ой'], [/яя$/u, 'ей'], [/ое$/u, 'ом'], [/[ыи]е$/u, 'ых']];
  const rule = rules.find(([ending]) => ending.test(word));
  return rule ? word.replace(rule[0], rule[1]) : undefined;
}

/** A Russian town's noun in the locative ("Казань" → "Казани", "Москва" → "Москве"); undefined where unsure. */
function russianNoun(word: string): string | undefined {
  if (!/^[\p{Script=Cyrillic}-]+$/u.test(word)) return undefined;
  if (/(?:поль|славль)$/u.test(word)) return `${word.slice(0, -1)}е`;
  if (/ь$/u.test(word)) return `${word.slice(0, -1)}и`;
  if (/ия$/u.test(word)) return `${word.slice(0, -1)}и`;
  if (/[ая]$/u.test(word)) return `${word.slice(0, -1)}е`;
  // Plural names: "Химки" → "Химках", "Люберцы" → "Люберцах"; "Сочи" and the like do not change.
  if (/(?:[кгхщ]и|ы)$/u.test(word)) return `${word.slice(0, -1)}ах`;
  if (/[оеиуюэё]$/u.test(word)) return word;
  if (/[йъ]$/u.test(word)) return undefined;
  return `${word}е`;
}

/** "в Казани", "во Владимире", "в Нижнем Новгороде", "в Ростове-на-Дону"; undefined for a name whose case is unsure. */
export function inRussianTown(town: string): string | undefined {
  const parts = town.split(/\s+/u);
  const noun = parts.at(-1) ?? '';
  const adjectives = parts.slice(0, -1).map(russianAdjective);
  if (adjectives.some((each) => each === undefined)) return undefined;
  // "Ростов-на-Дону" changes its first part, "Санкт-Петербург" its last.
  const onRiver = /^(.+?)(-на-.+)$/u.exec(noun);
  const declined = onRiver ? `${russianNoun(onRiver[1] ?? '') ?? ''}${onRiver[2] ?? ''}` : noun.replace(/[^-]+$/u, (last) => russianNoun(last) ?? '');
  if (!declined || declined.startsWith('-') || declined.endsWith('-') || (onRiver && declined === onRiver[2])) return undefined;
  const name = [...(adjectives as string[]), declined].join(' ');
  return `${/^[ВвФф][^аеёиоуыэюя]/u.test(name) ? 'во' : 'в'} ${name}`;
}

/** The town with the word before it, in the language of `code`; undefined where the language or the name is unsure. */
function inTown(town: string, code: string): string | undefined {
  const language = code.split('-')[0] ?? '';
  if (language === 'ru') return inRussianTown(town);
  const joiner = townJoiners[language];
  return joiner ? `${joiner} ${town}` : undefined;
}

const same = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase();

/**
 * The towns the owner's answers name, as the address writes them (its town) and as the description does after "in"
 * ("Dog grooming salon in Bristol"); a Russian description names a town in its locative ("в Казани"), which
 * `keywordPhrase` matches against the keyword's own words.
 */
export function ownTowns(address: string, description: string): string[] {
  const town = townOf(address);
  const named = [...description.matchAll(/\b(?:in|near|around)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})/gu)].map((match) => match[1] ?? '');
  return [...new Set([...(town ? [town] : []), ...named])];
}

/**
 * How a heading or sentence writes `keyword` in the language of `code`, given the towns of the business
 * (`ownTowns`) and its description: a keyword that ends in one of them gets its town after "in".
 */
export function keywordPhrase(keyword: string, code: string, towns: readonly string[], description = ''): KeywordPhrase {
  const language = code.split('-')[0] ?? '';
  const typed = keyword.trim().split(/\s+/u);
  const business = (topic: readonly string[]) => (language === 'ru' ? topic.some((word) => isBusinessWord(word, 'ru')) : isBusinessWord(topic.at(-1) ?? '', 'en'));
  for (let size = Math.min(3, typed.length - 1); size >= 1; size -= 1) {
    const tail = typed.slice(-size).join(' ');
    const topic = typed.slice(0, -size);
    // The town as the answers write it, else as typed when a Russian description says "в Казани" of it.
    const town = towns.find((each) => same(each, tail)) ?? describedRussianTown(tail, language, description);
    const where = town ? inTown(town, language) : undefined;
    if (!where || topic.length === 0) continue;
    const topicText = topic.join(' ');
    return { keyword, text: `${topicText} ${where}`, topic: topicText, placed: true, business: business(topic) };
  }
  return { keyword, text: keyword, topic: keyword, placed: /\s(?:in|near|в|во)\s+\S/iu.test(keyword), business: business(typed) };
}

/** A town typed in lower case in a Russian keyword ("казань"), when the description names it in its locative ("в Казани"). */
function describedRussianTown(typed: string, language: string, description: string): string | undefined {
  if (language !== 'ru') return undefined;
  const town = typed.replace(/(^|[\s-])(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toLocaleUpperCase()}`).replace(/-На-/gu, '-на-');
  const where = inRussianTown(town);
  return where && description.toLocaleLowerCase().includes(where.toLocaleLowerCase()) ? town : undefined;
}

/** The ways a text may hold a keyword: as typed, or as a sentence writes it (see keywordPhrase). */
export function keywordForms(keyword: string, code: string, towns: readonly string[], description = ''): string[] {
  const phrase = keywordPhrase(keyword, code, towns, description);
  return phrase.text === keyword ? [keyword] : [keyword, phrase.text];
}

/** Whether a text holds a keyword in one of its forms, whatever the letters' case. */
export function holdsKeyword(text: string, forms: readonly string[]): boolean {
  const lower = text.toLocaleLowerCase();
  return forms.some((form) => lower.includes(form.toLocaleLowerCase()));
}
