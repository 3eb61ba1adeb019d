import type { ThemeEntry, ThemeWords } from './theme-types.ts';
import { themesEnglish } from './themes-en.ts';
import { themesRussian } from './themes-ru.ts';

const stems: Record<string, readonly string[]> = {
  restaurant: ['restaurant', 'cafe', 'café', 'food', 'pizza', 'bistro', 'coffee', 'bakery', 'kitchen', 'sushi', 'burger', 'ресторан', 'кафе', 'еда', 'пицц', 'кухн', 'кофе', 'пекар', 'кондитер', 'суши', 'бургер'],
  fitness: ['fitness', 'gym', 'sport', 'workout', 'crossfit', 'фитнес', 'спорт', 'тренаж', 'кроссфит'],
  wellness: ['yoga', 'meditation', 'pilates', 'mindful', 'retreat', 'wellness', 'йога', 'йоги', 'йогой', 'медитац', 'пилатес', 'ретрит'],
  beauty: ['beauty', 'salon', 'spa', 'barber', 'hair', 'nail', 'cosmetic', 'makeup', 'красот', 'салон', 'спа', 'барбер', 'маникюр', 'космет', 'парикмахер', 'макияж'],
  medical: ['clinic', 'medic', 'health', 'doctor', 'dental', 'dentist', 'hospital', 'therapy', 'клиник', 'медиц', 'здоров', 'врач', 'стомат', 'больниц', 'терап'],
  legal: ['law', 'legal', 'lawyer', 'attorney', 'юрист', 'юрид', 'адвокат', 'правов'],
  finance: ['finance', 'account', 'consult', 'tax', 'insurance', 'bank', 'invest', 'финанс', 'бухгал', 'консалт', 'налог', 'страхов', 'банк', 'инвест'],
  realestate: ['real estate', 'property', 'realty', 'apartment', 'estate', 'недвиж', 'квартир', 'риелт', 'риэлт'],
  construction: ['construction', 'renovation', 'repair', 'build', 'architect', 'interior', 'roof', 'строит', 'ремонт', 'архитект', 'интерьер', 'кровл'],
  auto: ['auto', 'car', 'vehicle', 'garage', 'tyre', 'tire', 'автосервис', 'авто', 'машин', 'шин', 'гараж'],
  travel: ['travel', 'tour', 'hotel', 'hostel', 'trip', 'vacation', 'туризм', 'путешеств', 'тур', 'отел', 'гостиниц', 'отдых'],
  education: ['education', 'school', 'course', 'tutor', 'academy', 'learning', 'lesson', 'образован', 'школ', 'курс', 'обучен', 'академ', 'репетит', 'урок'],
  tech: ['software', 'saas', 'app', 'tech', 'digital', 'develop', 'cloud', 'platform', 'data', 'startup', 'програм', 'разработ', 'технолог', 'приложен', 'цифров', 'облач', 'стартап', 'it'],
  security: ['cybersec', 'cyber security', 'security', 'secure', 'pentest', 'penetration', 'защит', 'безопасн', 'кибербез'],
  gaming: ['game', 'gaming', 'esport', 'gamer', 'cybersport', 'игра', 'игры', 'игре', 'игров', 'игрок', 'киберспорт', 'гейм'],
  creative: ['photo', 'design', 'studio', 'art', 'creative', 'portfolio', 'music', 'фото', 'дизайн', 'студи', 'искусств', 'творч', 'музык', 'портфолио'],
  shop: ['shop', 'store', 'fashion', 'clothing', 'jewel', 'boutique', 'commerce', 'магазин', 'одежд', 'ювелир', 'бутик', 'мод'],
  pets: ['pet', 'dog', 'cat', 'vet', 'animal', 'питом', 'собак', 'кошк', 'ветерин', 'животн'],
  events: ['wedding', 'event', 'party', 'celebration', 'свадьб', 'праздн', 'мероприят', 'ивент'],
  cleaning: ['cleaning', 'clean', 'plumb', 'household', 'клининг', 'уборк', 'сантех', 'бытов'],
};

export const themeIds = Object.keys(themesEnglish);

function entry(id: string): ThemeEntry {
  const en = themesEnglish[id];
  const ru = themesRussian[id];
  if (!en || !ru) throw new Error(`Theme ${id} lacks a language`);
  return { id, stems: stems[id] ?? [], en, ru };
}

function score(text: string, themeStems: readonly string[]): number {
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  let total = 0;
  for (const stem of themeStems) {
    if (stem.includes(' ') ? text.toLowerCase().includes(stem) : words.some((word) => word.startsWith(stem) && (stem.length > 3 || word === stem))) {
      total += 1;
    }
  }
  return total;
}

/**
 * The theme the answers point to: the wizard's theme counts most, then the description and
 * the keywords. Falls back to a general business when nothing matches.
 */
export function matchTheme(theme: string, description: string, keywords: string): ThemeEntry {
  let best = 'general';
  let bestScore = 0;
  for (const id of themeIds) {
    const themeStems = stems[id] ?? [];
    const total = score(theme, themeStems) * 4 + score(keywords, themeStems) * 2 + score(description, themeStems);
    if (total > bestScore) {
      best = id;
      bestScore = total;
    }
  }
  return entry(best);
}

export function themeWords(theme: ThemeEntry, language: 'en' | 'ru'): ThemeWords {
  return language === 'ru' ? theme.ru : theme.en;
}

/** The theme with this id (the general one for an unknown id). */
export function matchThemeById(id: string): ThemeEntry {
  return entry(themesEnglish[id] ? id : 'general');
}
