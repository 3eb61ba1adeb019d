// Colour words of style descriptions, English and Russian: names and their values, modifiers, and words that mark a colour or not.
import type { Modifier } from './colour-math.ts';

/** English colour names (one or more words) and their values. */
export const englishColours: Record<string, string> = {
  white: '#ffffff', 'snow white': '#fffafa', 'off white': '#faf7f0', 'ivory white': '#fffff0', ivory: '#fffff0', cream: '#fffdd0', creamy: '#fffdd0',
  beige: '#f5f5dc', 'sand beige': '#e6d3a8', sand: '#e2ca9a', sandy: '#e2ca9a', khaki: '#c3b091', linen: '#faf0e6', milk: '#fdfbf3', milky: '#fdfbf3',
  black: '#111111', 'jet black': '#0a0a0a', 'pitch black': '#050505', charcoal: '#2b2d31', graphite: '#35363a', onyx: '#1b1b1f',
  grey: '#808080', gray: '#808080', greyish: '#8a8a8a', grayish: '#8a8a8a', silver: '#c0c0c0', 'slate grey': '#708090', 'slate gray': '#708090', slate: '#64748b', ash: '#b2beb5',
  red: '#d62828', reddish: '#c0392b', crimson: '#dc143c', scarlet: '#ff2400', 'blood red': '#8a0303', 'cherry red': '#c2185b', cherry: '#b0173a', ruby: '#9b111e',
  burgundy: '#800020', maroon: '#800000', bordeaux: '#5c0120', wine: '#722f37', 'wine red': '#722f37', marsala: '#964f4c', raspberry: '#c21e56',
  pink: '#ec4899', pinkish: '#e77fa8', 'hot pink': '#ff1493', 'baby pink': '#f4c2c2', blush: '#f4c2c2', rose: '#e8487a', 'dusty rose': '#c4868f', 'rose gold': '#b76e79',
  coral: '#ff7f50', salmon: '#fa8072', peach: '#ffcba4', apricot: '#fbceb1',
  orange: '#f97316', orangish: '#f08a30', 'burnt orange': '#cc5500', tangerine: '#f28500', amber: '#ffbf00', terracotta: '#e2725b', rust: '#b7410e', copper: '#b87333',
  yellow: '#facc15', yellowish: '#f2d54b', 'lemon yellow': '#fff44f', lemon: '#fff44f', mustard: '#e1ad01', 'mustard yellow': '#e1ad01', honey: '#eba937',
  gold: '#d4af37', golden: '#d4af37', 'golden yellow': '#ffc72c', bronze: '#cd7f32', caramel: '#c68e17',
  brown: '#8b5a2b', brownish: '#96643a', chocolate: '#5c3317', 'chocolate brown': '#5c3317', coffee: '#6f4e37', 'coffee brown': '#6f4e37', mocha: '#7b5b4a', walnut: '#5d4330',
  green: '#16a34a', greenish: '#3f9b5a', 'forest green': '#228b22', 'bottle green': '#006a4e', 'hunter green': '#355e3b', 'sea green': '#2e8b57',
  'emerald green': '#50c878', emerald: '#50c878', jade: '#00a86b', 'mint green': '#3eb489', mint: '#3eb489', minty: '#3eb489', 'sage green': '#9caf88', sage: '#9caf88',
  olive: '#708238', 'olive green': '#708238', lime: '#84cc16', 'lime green': '#32cd32', pine: '#01796f',
  teal: '#008080', 'teal blue': '#367588', turquoise: '#40e0d0', aqua: '#00c2c7', aquamarine: '#7fffd4', cyan: '#06b6d4',
  blue: '#2563eb', bluish: '#4a78c2', 'sky blue': '#87ceeb', 'baby blue': '#89cff0', 'powder blue': '#b0e0e6', 'ice blue': '#cde8f6', azure: '#007fff',
  'steel blue': '#4682b4', 'royal blue': '#4169e1', 'electric blue': '#2979ff', cobalt: '#0047ab', 'cobalt blue': '#0047ab', denim: '#1560bd',
  navy: '#1a2a55', 'navy blue': '#1a2a55', 'midnight blue': '#191970', sapphire: '#0f52ba', indigo: '#4b0082', petrol: '#005f6a',
  purple: '#7e22ce', purplish: '#8e5bb8', violet: '#8b5cf6', lavender: '#b497d6', lilac: '#c8a2c8', plum: '#8e4585', mauve: '#b784a7',
  magenta: '#e0218a', fuchsia: '#d946ef', amethyst: '#9966cc',
};

/** English names that are also ordinary nouns ("coffee shop"): counted only beside another colour or a colour word. */
export const weakEnglish = new Set(['sand', 'sandy', 'milk', 'milky', 'cherry', 'wine', 'rose', 'salmon', 'peach', 'lemon', 'honey', 'caramel', 'chocolate', 'coffee', 'mocha', 'walnut', 'lime', 'olive', 'plum', 'rust', 'copper', 'bronze', 'ash', 'slate', 'pine', 'linen', 'jade', 'ruby', 'sapphire', 'petrol', 'blush', 'sage', 'apricot']);

/** English basic colour words that may follow a more specific name ("mint green"). */
export const basicEnglish = new Set(['white', 'black', 'grey', 'gray', 'red', 'pink', 'orange', 'yellow', 'gold', 'brown', 'green', 'blue', 'purple', 'violet']);

/** How a Russian stem takes endings: as an adjective, as a noun, or only as written. */
export type RuForms = 'adj' | 'noun' | 'exact';

/** Russian stems (ё written as е) with the forms they take, and their values. */
export const russianColours: readonly (readonly [stem: string, forms: RuForms, hex: string])[] = [
  ['бел', 'adj', '#ffffff'], ['молочн', 'adj', '#fdfbf3'], ['кремов', 'adj', '#fffdd0'], ['бежев', 'adj', '#f5f5dc'], ['беж', 'exact', '#f5f5dc'],
  ['песочн', 'adj', '#e2ca9a'], ['хаки', 'exact', '#c3b091'], ['льнян', 'adj', '#faf0e6'],
  ['черн', 'adj', '#111111'], ['угольн', 'adj', '#2b2d31'], ['графитов', 'adj', '#35363a'], ['графит', 'noun', '#35363a'],
  ['сер', 'adj', '#808080'], ['серебрист', 'adj', '#c0c0c0'], ['серебрян', 'adj', '#c0c0c0'], ['серебр', 'noun', '#c0c0c0'], ['пепельн', 'adj', '#b2beb5'],
  ['красн', 'adj', '#d62828'], ['ал', 'adj', '#ff2400'], ['багров', 'adj', '#dc143c'], ['багрян', 'adj', '#dc143c'], ['малинов', 'adj', '#c21e56'], ['вишнев', 'adj', '#b0173a'],
  ['бордов', 'adj', '#800020'], ['бордо', 'exact', '#800020'], ['винн', 'adj', '#722f37'], ['марсала', 'exact', '#964f4c'], ['рубинов', 'adj', '#9b111e'],
  ['розов', 'adj', '#ec4899'], ['пудров', 'adj', '#e8c4c4'], ['кораллов', 'adj', '#ff7f50'], ['коралл', 'noun', '#ff7f50'], ['лососев', 'adj', '#fa8072'],
  ['персиков', 'adj', '#ffcba4'], ['абрикосов', 'adj', '#fbceb1'], ['оранжев', 'adj', '#f97316'], ['мандаринов', 'adj', '#f28500'], ['янтарн', 'adj', '#ffbf00'],
  ['терракотов', 'adj', '#e2725b'], ['терракот', 'noun', '#e2725b'], ['ржав', 'adj', '#b7410e'], ['медн', 'adj', '#b87333'],
  ['желт', 'adj', '#facc15'], ['лимонн', 'adj', '#fff44f'], ['горчичн', 'adj', '#e1ad01'], ['медов', 'adj', '#eba937'],
  ['золот', 'adj', '#d4af37'], ['золот', 'noun', '#d4af37'], ['золотист', 'adj', '#d4af37'], ['бронзов', 'adj', '#cd7f32'], ['бронз', 'noun', '#cd7f32'], ['карамельн', 'adj', '#c68e17'],
  ['коричнев', 'adj', '#8b5a2b'], ['шоколадн', 'adj', '#5c3317'], ['кофейн', 'adj', '#6f4e37'], ['ореховн', 'adj', '#5d4330'],
  ['зелен', 'adj', '#16a34a'], ['изумрудн', 'adj', '#50c878'], ['изумруд', 'noun', '#50c878'], ['нефритов', 'adj', '#00a86b'], ['мятн', 'adj', '#3eb489'], ['мят', 'noun', '#3eb489'],
  ['шалфейн', 'adj', '#9caf88'], ['оливков', 'adj', '#708238'], ['лаймов', 'adj', '#84cc16'], ['хвойн', 'adj', '#01796f'], ['травян', 'adj', '#4caf50'], ['салатов', 'adj', '#7ed957'],
  ['бирюзов', 'adj', '#40e0d0'], ['бирюз', 'noun', '#40e0d0'], ['аквамаринов', 'adj', '#7fffd4'], ['циан', 'noun', '#06b6d4'],
  ['голуб', 'adj', '#4fa8e0'], ['небесн', 'adj', '#87ceeb'], ['лазурн', 'adj', '#007fff'], ['син', 'adj', '#2563eb'], ['кобальтов', 'adj', '#0047ab'], ['сапфиров', 'adj', '#0f52ba'],
  ['индиго', 'exact', '#4b0082'], ['петролев', 'adj', '#005f6a'], ['джинсов', 'adj', '#1560bd'],
  ['фиолетов', 'adj', '#7e22ce'], ['пурпурн', 'adj', '#9b1b78'], ['лилов', 'adj', '#8b5cf6'], ['сиренев', 'adj', '#c8a2c8'], ['лавандов', 'adj', '#b497d6'], ['сливов', 'adj', '#8e4585'],
  ['фукси', 'noun', '#d946ef'], ['маджент', 'noun', '#e0218a'], ['аметистов', 'adj', '#9966cc'],
];

/** Russian two-word names ("морской волны", "слоновой кости"): stems of both words. */
export const russianPhrases: readonly (readonly [first: string, second: string, hex: string])[] = [
  ['морск', 'волн', '#2e8b8b'],
  ['слонов', 'кост', '#fffff0'],
  ['темн', 'син', '#1a2a55'],
];

/** Endings that complete a Russian adjective stem (any case or gender), so a short stem ("ал") matches only whole words, not every word it begins. */
export const adjectiveEndings = new Set(['ый', 'ий', 'ой', 'ая', 'яя', 'ое', 'ее', 'ые', 'ие', 'ого', 'его', 'ому', 'ему', 'ым', 'им', 'ом', 'ем', 'ую', 'юю', 'ых', 'их', 'ыми', 'ими', 'ей']);
/** Endings that complete a Russian noun stem ("золотом", "бирюзы"). */
export const nounEndings = new Set(['', 'а', 'ы', 'е', 'у', 'ой', 'ом', 'о', 'и', 'ю', 'ей', 'ем', 'я', 'ия', 'ии', 'ию', 'ией']);

/** English words that change the colour named after them ("light blue", "dusty rose"). */
export const englishModifiers: Record<string, Modifier> = {
  light: 'light', pale: 'light', soft: 'pastel', pastel: 'pastel', baby: 'pastel', dark: 'dark', deep: 'dark', rich: 'dark',
  bright: 'vivid', vivid: 'vivid', neon: 'vivid', electric: 'vivid', acid: 'vivid', muted: 'muted', dusty: 'muted', dusky: 'muted',
};

/** Russian stems that do the same, as a compound's first part ("тёмно-") or an adjective ("тёмный"). */
export const russianModifierStems: Record<string, Modifier> = {
  светл: 'light', бледн: 'light', пастельн: 'pastel', нежн: 'pastel', темн: 'dark', глубок: 'dark', насыщенн: 'dark',
  ярк: 'vivid', неонов: 'vivid', кислотн: 'vivid', приглушенн: 'muted', пыльн: 'muted',
};

/** Words that say a colour word before them is a colour ("coffee tones", "цвета мяты"). */
export const colourNouns = new Set([
  'colour', 'color', 'colours', 'colors', 'coloured', 'colored', 'tone', 'tones', 'shade', 'shades', 'hue', 'hues', 'palette', 'accent', 'accents', 'background', 'backgrounds',
  'цвет', 'цвета', 'цветом', 'цвете', 'оттенок', 'оттенки', 'оттенков', 'оттенками', 'тона', 'тонах', 'тонов', 'гамма', 'гамме', 'акцент', 'акценты', 'акцентами', 'фон', 'фоне', 'фоном',
]);

/** Set phrases with a colour word that name no colour. */
export const notColours = new Set(['white space', 'white spaces', 'white label', 'black friday', 'blue chip', 'red tape', 'golden ratio', 'green light', 'gold standard', 'белое пространство', 'белого пространства']);

/** Every English and Russian base colour word the parser knows (for tests and hints). */
export const colourWords: readonly string[] = [
  ...Object.keys(englishColours),
  'белый', 'молочный', 'кремовый', 'бежевый', 'песочный', 'хаки', 'чёрный', 'угольный', 'графитовый', 'серый', 'серебристый', 'красный', 'алый', 'малиновый', 'вишнёвый',
  'бордовый', 'бордо', 'винный', 'розовый', 'пудровый', 'коралловый', 'лососевый', 'персиковый', 'оранжевый', 'янтарный', 'терракотовый', 'медный', 'жёлтый', 'лимонный',
  'горчичный', 'золотой', 'золотистый', 'бронзовый', 'коричневый', 'шоколадный', 'кофейный', 'зелёный', 'изумрудный', 'мятный', 'шалфейный', 'оливковый', 'лаймовый',
  'хвойный', 'бирюзовый', 'голубой', 'небесный', 'синий', 'тёмно-синий', 'индиго', 'фиолетовый', 'пурпурный', 'лиловый', 'сиреневый', 'лавандовый', 'сливовый', 'фуксия',
  'цвета морской волны', 'слоновой кости', 'светло-зелёный', 'пастельно-розовый', 'сине-зелёный', 'чёрно-белый',
];
