import { z } from 'zod';
import { hasIcon } from '../assets/icons.ts';

const text = (min: number, max: number) => z.string().trim().min(min).max(max).refine((value) => !/\{(?!brand\})[^}]*\}/.test(value), 'Only the {brand} marker may be used');
const card = z.object({ title: text(2, 90), text: text(20, 600) });
const paragraph = text(40, 900);

const article = z.object({
  titles: z.tuple([text(10, 110), text(10, 110)]),
  description: text(90, 170),
  excerpt: text(30, 400),
  sections: z.array(z.object({ heading: text(4, 110), paragraphs: z.array(paragraph).min(1).max(3) })).min(4).max(5),
});

const tradeTexts = z.object({
  noun: text(2, 60),
  descriptor: text(10, 140),
  audience: text(3, 60),
  offersLabel: text(2, 30).optional(),
  eyebrows: z.array(text(2, 60)).min(2).max(4),
  heroTitles: z.array(text(8, 80)).min(4).max(6),
  heroLeads: z.array(text(40, 320)).min(3).max(5),
  offersHeadings: z.array(text(5, 100)).min(3).max(5),
  offersLeads: z.array(text(30, 400)).min(2).max(4),
  offers: z.array(z.object({ title: text(2, 60), text: text(50, 260), price: z.number().nonnegative().optional(), from: z.boolean().optional(), unit: text(2, 30).optional(), words: z.array(z.string().regex(/^[\p{Ll}-]{3,}$/u)).min(1).optional() })).min(8).max(10),
  highlights: z.array(card).min(5).max(6),
  process: z.array(card).min(5).max(6),
  faq: z.array(z.object({ question: text(8, 160), answer: text(20, 700) })).min(6).max(8),
  story: z.array(paragraph).min(3).max(4),
  values: z.array(card).min(4).max(5),
  ctaHeadings: z.array(text(5, 100)).min(3).max(4),
  ctaTexts: z.array(text(20, 400)).min(2).max(3),
  plans: z.array(z.object({ name: text(2, 40), price: z.number().nonnegative(), text: text(20, 240), features: z.array(text(3, 90)).min(4).max(6) })).length(3).optional(),
  articles: z.tuple([article, article, article]),
});

/** The checks every trade of the catalogue passes (see types.ts for what each field means). */
export const tradeSchema = z
  .object({
    id: z.string().regex(/^[a-z]+(?:-[a-z]+)*$/),
    theme: text(2, 40),
    kind: z.enum(['menu', 'services', 'products', 'software']),
    icons: z.string(),
    narrow: z.object({ stems: z.array(z.string().regex(/^[\p{Ll}\p{N} -]{3,}$/u)).min(3), otherwise: z.string() }).optional(),
    offerIcons: z.array(z.string().refine(hasIcon, 'not a lucide icon')),
    offerLines: z.record(z.string().regex(/^[a-z]+$/), z.array(z.number().int().nonnegative()).min(1)).optional(),
    en: tradeTexts,
    ru: tradeTexts,
  })
  .superRefine((trade, context) => {
    for (const language of ['en', 'ru'] as const) {
      const texts = trade[language];
      if (trade.kind === 'software' && !texts.plans) context.addIssue({ code: 'custom', path: [language, 'plans'], message: 'A software trade has three plans' });
      if (trade.kind !== 'software' && texts.plans) context.addIssue({ code: 'custom', path: [language, 'plans'], message: 'Only software trades have plans' });
      if (language === 'ru' && JSON.stringify(texts).includes('{brand}') && /[^«]\{brand\}|\{brand\}[^»]/.test(JSON.stringify(texts))) {
        context.addIssue({ code: 'custom', path: [language], message: 'In Russian the name is written «{brand}»' });
      }
    }
    const prices = (language: 'en' | 'ru') => trade[language].offers.map((offer) => offer.price ?? null).join();
    if (prices('en') !== prices('ru')) context.addIssue({ code: 'custom', path: ['ru', 'offers'], message: 'English and Russian offers carry the same prices in the same order' });
    const icons = trade.offerIcons;
    if (icons.length !== trade.en.offers.length || icons.length !== trade.ru.offers.length) context.addIssue({ code: 'custom', path: ['offerIcons'], message: 'One icon per offer, in the order of the offers' });
    if (new Set(icons).size !== icons.length) context.addIssue({ code: 'custom', path: ['offerIcons'], message: 'Every offer has its own icon' });
    const lined = Object.values(trade.offerLines ?? {}).flat();
    if (new Set(lined).size !== lined.length || lined.some((index) => index >= icons.length)) context.addIssue({ code: 'custom', path: ['offerLines'], message: 'Each offer is in one line at most, by its place in the list' });
  });
