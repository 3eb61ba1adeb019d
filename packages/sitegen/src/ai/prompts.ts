import { keywordPhrase, ownTowns } from '../content/keyword-phrase.ts';
import { siteArticles } from '../trades/articles.ts';
import { withBrand } from '../trades/brief.ts';
import { tradeById } from '../trades/index.ts';
import type { CopyBrief } from './provider.ts';

/** What the model is told about its job, whatever the task. */
export function systemPrompt(brief: CopyBrief): string {
  return [
    'You write the texts of small-business websites. Answer with one JSON object only, no prose around it, matching the JSON schema given.',
    `Write everything in ${brief.language.name} (language code ${brief.language.code}), in a natural voice that suits the design style "${brief.styleName}"${brief.styleDescription ? ` (${brief.styleDescription})` : ''}. Every heading and sentence is complete and grammatical; no text in any other language.`,
    'Write real, specific texts about this trade only, from the facts given. Never use placeholder text, invented statistics, awards or years in business.',
    'State no promise, policy, figure, review or guarantee that the facts do not give: no response or delivery times, guarantees, deposits, years in business, counts of clients, staff or steps, nothing "free" or "best", no certification, licence, insurance or award, no "we always" or "we never", and no customer quote, unless the facts state it. Where a fact is missing, invite the visitor to ask. A title that counts its list ("Five questions…") counts the sections the text really has.',
    brief.keywords.length > 0
      ? `Keywords: ${brief.keywords.slice(0, 4).map((keyword) => `"${keyword}"`).join(', ')}. Each keyword is a whole phrase: use it unchanged inside a heading or sentence that says something of its own, never forced into a phrase where it breaks the grammar. A heading or title holds at most one keyword and at most one colon, and never starts with a keyword as a label ("Keyword: …"); no sentence exists only to hold a keyword.`
      : '',
    keywordTownLine(brief),
    brief.stopWords.length > 0 ? `Never use these words anywhere, in any form: ${brief.stopWords.join(', ')}. Write around them with other words.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** The keywords that end in the business's town, which a sentence writes with "in" before the town. */
function keywordTownLine(brief: CopyBrief): string {
  const towns = ownTowns(brief.address, brief.description);
  const placed = brief.keywords.slice(0, 4).map((keyword) => keywordPhrase(keyword, brief.language.code, towns, brief.description)).filter((phrase) => phrase.text !== phrase.keyword);
  if (placed.length === 0) return '';
  return `A keyword that ends in the town may be written as a sentence says it, the town after a preposition: ${placed.map((phrase) => `"${phrase.text}" for "${phrase.keyword}"`).join(', ')}.`;
}

/** What the writer is told of the business, whatever the task. */
export function facts(brief: CopyBrief): string {
  const { trade } = brief;
  const lines = [
    `Business name: ${brief.brand} (website ${brief.domain})`,
    `Trade: ${tradeById(trade.id).theme === 'General business' ? brief.theme || 'a local business' : tradeById(trade.id).theme} — ${trade.descriptor}`,
    brief.description ? `Description from the owner: ${brief.description}` : '',
    brief.country ? `Country: ${brief.country}` : '',
    brief.place && brief.place !== brief.country ? `Town: ${brief.place} (name the town rather than the country where a text says where the business is)` : '',
    brief.address ? `Address: ${brief.address}` : '',
    brief.phone ? `Phone: ${brief.phone}` : '',
    brief.facts.areasServed ? `Areas served: ${brief.facts.areasServed.join(', ')}` : '',
    brief.facts.paymentMethods ? `Ways to pay: ${brief.facts.paymentMethods.join(', ')}` : '',
    brief.facts.yearFounded === undefined ? '' : `Founded in ${brief.facts.yearFounded}`,
    'The site shows the owner’s facts (address, phone, hours, reviews, prices) itself: never state a fact the owner did not give, never quote a customer and never name a price.',
    `Offers on the site, the only ones it has: ${trade.offers.map((offer) => offer.title).join('; ')}. Write about no other offer, product or service anywhere: not in the hero, the FAQ, the process or the articles.`,
  ];
  return lines.filter(Boolean).join('\n');
}

function offerLines(brief: CopyBrief): string {
  const offers = brief.trade.offers.map((offer, index) => `${index + 1}. ${offer.title}: ${withBrand(offer.text, brief.brand)}${offer.unit ? ` (priced ${offer.unit})` : ''}`);
  const plans = (brief.trade.plans ?? []).map((plan, index) => withBrand(`${index + 1}. ${plan.name}: ${plan.text} Features: ${plan.features.join('; ')}`, brief.brand));
  const facts = `facts in ${brief.trade.factsLanguage === 'ru' ? 'Russian' : 'English'}`;
  return [
    brief.trade.ownerOffers
      ? `The owner's offers, the exact list (${facts}; write offers.items as exactly these ${offers.length}, in this order, each title exactly the name given, never translated or renamed, each text in ${brief.language.name}):`
      : `The offers (${facts}; write offers.items as exactly these ${offers.length}, in this order, in ${brief.language.name}; "unit" only where a unit is given):`,
    ...offers,
    ...(plans.length > 0 ? [`The plans (write "plans" as exactly these ${plans.length}, in this order):`, ...plans] : []),
  ].join('\n');
}

export function siteCopyPrompt(brief: CopyBrief, schema: string): string {
  return `TASK: site_copy
Write the texts of the home, offers, about, contact and blog pages of this business.
${facts(brief)}
${offerLines(brief)}
${brief.keywords[0] ? `Put the first keyword "${brief.keywords[0]}" in the home SEO title, inside the wording of intro.heading and in a sentence of hero.lead.` : ''}
SEO titles are at most 60 characters; SEO descriptions are 120 to 160 characters.
JSON schema of the answer:
${schema}`;
}

export function blogPrompt(brief: CopyBrief, index: number, schema: string): string {
  const article = siteArticles(brief.trade)[index];
  const keyword = brief.keywords[index + 1] ?? (index === 0 ? brief.keywords[0] : undefined);
  return `TASK: blog_post ${index + 1}
Write blog article ${index + 1} of 3 for this business, on this topic: "${article?.titles[0] ?? 'advice from our daily work'}". 3 to 4 sections of 2 paragraphs each.
${keyword ? `Put the keyword "${keyword}" in the title, unchanged, as part of its wording (not in front of a colon).` : ''}
${facts(brief)}
JSON schema of the answer:
${schema}`;
}
