/**
 * Whether an offer the catalogue has no words for is a thing one buys ("potted orchid", "birthday cake") or work one
 * books ("puncture repair", "brake tuning"), read from its name, so that its text fits it: a wreath is not "planned
 * with you in advance", a repair is not "ready to collect". Undefined when the name does not tell.
 */
export type OfferNature = 'goods' | 'service';

const list = (text: string) => text.trim().split(/\s+/u);

// English head nouns (the last word of a name, before "for …", "with …" or a bracket), singular.
const englishGoods = new Set(list(`bouquet posy wreath garland orchid rose tulip lily peony plant succulent cactus bonsai flower arrangement
  centrepiece centerpiece buttonhole corsage hamper basket box bag crate cake cupcake loaf bread baguette roll bun croissant pastry
  brownie cookie biscuit muffin scone pie tart quiche pizza sandwich bagel doughnut donut macaron eclair gateau cheesecake pudding
  coffee tea latte espresso cappuccino juice smoothie wine beer cider gin whisky bottle jar honey jam marmalade chutney sauce oil
  cheese chocolate truffle fudge candle soap balm cream lotion perfume ring necklace bracelet earring pendant brooch watch chain
  card voucher print poster frame canvas painting mug cup plate bowl vase pot planter book notebook calendar shirt t-shirt tee
  hoodie dress scarf hat cap sock shoe boot jacket bike bicycle helmet tyre tire tube part kit set pack bundle comb wax propolis
  pollen toy game puzzle blanket cushion pillow rug lamp chair table shelf`));

const englishServices = new Set(list(`repair service servicing lesson class course workshop session consultation appointment treatment therapy
  massage facial manicure pedicure haircut cut trim fade shave colour color blow-dry wash groom tidy clean valet check check-up checkup
  inspection survey assessment audit visit tour walk ride delivery installation fitting tuning regulation adjustment alteration
  restoration removal replacement upgrade overhaul maintenance support advice coaching training tutoring plan design setup set-up
  shoot photoshoot portrait cover-up tattoo piercing lettering hire rental transfer translation valuation appraisal quote diagnosis
  diagnostic test mot`));

// Words ending in -ing that name a thing, not work: "wedding bouquet" is decided by "bouquet", "earring" is a thing.
const thingsInIng = new Set(list(`wedding pudding dumpling earring ring string clothing bedding icing stuffing filling seasoning topping frosting
  stocking ceiling building evening morning king wing spring sterling bunting painting drawing wrapping packaging sing`));

// Russian stems: a name's words are read by their beginnings ("букет", "букеты", "букетов").
const russianGoods = list(`букет венок венк орхиде роз тюльпан пион цвет растени композици корзин коробк набор торт пирож пирог хлеб батон
  булк булоч круассан печень кекс маффин пицц кофе чай вино пиво мёд мед варень джем соус масл сыр шоколад конфет свеч мыл крем кольц
  серьг браслет подвеск кулон часы открытк сертификат принт постер рамк картин круж тарелк ваз горшк книг блокнот календар футболк
  плать шарф шапк носк обув сумк велосипед шлем покрышк камер запчаст комплект воск прополис перг игрушк плед подушк ковр ламп`);

const russianServices = list(`ремонт обслуживан сервис урок заняти заняти курс мастер-класс консультаци приём прием процедур массаж маникюр педикюр
  стрижк окрашиван укладк бритьё брить мойк чистк уборк химчистк груминг выгул передержк осмотр проверк диагностик установк монтаж
  настройк регулировк интонирован замен реставрац доставк перевоз фотосесси съёмк съемк татуировк тату перекрыти пирсинг экскурси
  тренировк обучени репетиторств дизайн проект планирован аренд прокат оценк перевод`);

/** The head noun of an English name: "Cinnamon buns (box of 6)" → "bun", "Gift box with honey" → "box". */
function englishHead(name: string): string {
  const words = name.toLocaleLowerCase().replace(/\(.*?\)/gu, ' ').split(/\s+(?:for|with|of|to|in|on|from|by)\s+/u)[0]?.match(/[\p{L}-]+/gu) ?? [];
  const last = words.at(-1) ?? '';
  if (last.endsWith('ies') && last.length > 4) return `${last.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/u.test(last)) return last;
  if (/(?:ches|shes|xes|sses)$/u.test(last)) return last.slice(0, -2);
  return last.endsWith('s') ? last.slice(0, -1) : last;
}

function english(name: string): OfferNature | undefined {
  const head = englishHead(name);
  if (englishGoods.has(head)) return 'goods';
  if (englishServices.has(head) || (head.length > 5 && head.endsWith('ing') && !thingsInIng.has(head))) return 'service';
  const words = name.toLocaleLowerCase().match(/[\p{L}-]+/gu) ?? [];
  if (words.some((word) => englishServices.has(word))) return 'service';
  if (words.some((word) => englishGoods.has(word) || englishGoods.has(word.replace(/s$/u, '')))) return 'goods';
  return undefined;
}

function russian(name: string): OfferNature | undefined {
  const words = name.toLocaleLowerCase().match(/[\p{L}-]+/gu) ?? [];
  const has = (stems: readonly string[]) => words.some((word) => stems.some((stem) => word.startsWith(stem)));
  // The first noun usually decides in Russian ("ремонт велосипеда", "торт на заказ"); a service word wins a tie.
  if (has(russianServices)) return 'service';
  return has(russianGoods) ? 'goods' : undefined;
}

/** Whether an offer's name reads as a thing one buys or as work one books, in the language of the site's facts. */
export function offerNature(name: string, language: 'en' | 'ru'): OfferNature | undefined {
  return language === 'ru' ? russian(name) : english(name);
}
