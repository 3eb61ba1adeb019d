/**
 * What the offline writer knows about one trade of the wizard's step 1, in English and
 * Russian. Every text is written for this trade only: a bakery's offers are breads and
 * cakes, never another trade's. Lists hold more items than a site shows and single slots
 * hold several alternatives, so that the customer's stop words are avoided by choosing
 * another item or sentence instead of cutting words out of one.
 *
 * Texts may use one marker, {brand}: the business name (in Russian write it as «{brand}»).
 */

/** Which pages sell the trade's offers: the offers page and, where the trade shows prices, a prices page. */
export type OfferKind = 'menu' | 'services' | 'products' | 'software';

export interface Card {
  title: string;
  text: string;
}

export interface Offer {
  /** A real name of a dish, service, product or feature (2–60 characters), e.g. "Sourdough rye loaf". */
  title: string;
  /** One or two sentences (60–240 characters) on what it is and who it is for. */
  text: string;
  /** A typical price in US dollars; the engine converts it to the site country's currency. Left out where the trade shows no price. */
  price?: number;
  /** True when the price is a starting price ("from $80"). */
  from?: boolean;
  /** What the price is for, e.g. "per hour", "per m²" (Russian: "за час"); left out for a plain price. */
  unit?: string;
  /**
   * Stems of other words the pack's texts use for this offer (lower case), where its title does not give them:
   * "выгул" for "Индивидуальная прогулка". A site without the offer leaves out the texts that use them too.
   */
  words?: string[];
}

/** A plan of a software trade's pricing page. */
export interface Plan {
  name: string;
  /** Monthly price in US dollars; 0 for a free plan. */
  price: number;
  text: string;
  /** Four to six short feature lines. */
  features: string[];
}

export interface Article {
  /** Two alternative titles of the same article (the second is used when the first holds a stop word). */
  titles: [string, string];
  /** Meta description: 120–160 characters. */
  description: string;
  /** One or two sentences for the blog list. */
  excerpt: string;
  /** Four sections, each with one or two paragraphs of three to five sentences. */
  sections: { heading: string; paragraphs: string[] }[];
}

export interface TradeTexts {
  /** Short noun for the business: "bakery" / "пекарня". */
  noun: string;
  /** The business in a noun phrase with its article: "a neighbourhood bakery that bakes every morning". */
  descriptor: string;
  /** Who it serves, plural: "customers", "patients", "guests". */
  audience: string;
  /** Menu label of the offers page where the kind's label does not fit (e.g. "Rooms", "Courses"); else left out. */
  offersLabel?: string;
  /** Two or three short labels above the hero title: "Bakery & patisserie". */
  eyebrows: string[];
  /** Four hero titles (at most 70 characters), each a whole phrase; may use {brand}. */
  heroTitles: string[];
  /** Three hero leads: one or two sentences each (60–300 characters); may use {brand}. */
  heroLeads: string[];
  /** Three headings of the offers section: "Baked every morning". */
  offersHeadings: string[];
  /** Two leads of the offers section (one or two sentences). */
  offersLeads: string[];
  /** Eight offers; the site shows six. Prices where the trade shows them. */
  offers: Offer[];
  /** Five reasons to choose the business (title three to six words, text one or two sentences). */
  highlights: Card[];
  /** Five steps of working with the business (ordering, booking, a visit, a project), in order. */
  process: Card[];
  /** Six questions customers of this trade really ask, with plain answers. */
  faq: { question: string; answer: string }[];
  /** Three paragraphs of the business's story and way of working (three to five sentences each); may use {brand}. */
  story: string[];
  /** Four values of the business. */
  values: Card[];
  /** Three call-to-action headings: "Order a cake for your celebration". */
  ctaHeadings: string[];
  /** Two call-to-action texts (one or two sentences). */
  ctaTexts: string[];
  /** Software trades: exactly three plans. */
  plans?: Plan[];
  /** Three articles the business would publish. */
  articles: [Article, Article, Article];
}

export interface Trade {
  /** kebab-case id, e.g. "bakery". */
  id: string;
  /** The wizard's theme value, exactly: "Bakery". */
  theme: string;
  kind: OfferKind;
  /** The icon set its pictures are drawn from (see assets/theme-icons.ts). */
  icons: string;
  /**
   * For a theme whose pack is written about one product (staff scheduling for "SaaS Startup"):
   * the stems of that product, and the trade whose broader texts a customer describing another
   * product gets instead ("software-product", or "general" for the general business).
   */
  narrow?: { stems: string[]; otherwise: string };
  /** The lucide icon of each offer's picture, in the order of the offers (the same in both languages). */
  offerIcons: string[];
  /**
   * For a trade of several lines of work (a pet carer's grooming, walking and sitting): the offers of each line, by
   * their place in the list. A description that names offers of some lines only ("a grooming salon") leaves the
   * other lines out; an offer of no line stays.
   */
  offerLines?: Record<string, number[]>;
  en: TradeTexts;
  ru: TradeTexts;
}
