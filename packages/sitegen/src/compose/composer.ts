import type { AiProvider, BlogIndex, CopyBrief } from '../ai/provider.ts';
import { isComposerLanguage } from '../brief/languages.ts';
import type { Language } from '../brief/languages.ts';
import { Random } from '../brief/random.ts';
import { blogPostSchema, siteCopySchema } from '../content/schema.ts';
import type { BlogPost, SiteCopy } from '../content/schema.ts';
import { GenerationError } from '../errors.ts';
import { uiFor } from '../content/ui/index.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { generalTrade } from '../trades/general.ts';
import { siteArticles } from '../trades/articles.ts';
import { tradeTexts } from '../trades/index.ts';
import { OfferWords } from '../trades/offer-words.ts';
import { capitalise, Chooser } from './choose.ts';
import { fragmentProblem } from '../quality/fragments.ts';
import { composeBlog } from './blog.ts';
import { composeCopy } from './copy.ts';
import { englishFrames, russianFrames } from './frames.ts';
import { claimFilterOf } from './owner-facts.ts';
import { offersNav, pricesNav } from './page-labels.ts';

function chooserFor(brief: CopyBrief, label: string): Chooser {
  const keyword = brief.keywords[0];
  const trade = brief.trade;
  return new Chooser(new StopWordFilter(brief.stopWords), new Random(`${brief.seed}:${label}`), {
    brand: brief.brand,
    Brand: brief.brand,
    // Only a theme the person typed names the business in their words; a tile's is its English label.
    theme: trade.id === 'general' && brief.theme && !fragmentProblem(brief.theme, 'xx') ? brief.theme : undefined,
    place: brief.place,
    noun: trade.noun,
    Noun: capitalise(trade.noun),
    descriptor: trade.descriptor,
    Descriptor: capitalise(trade.descriptor),
    audience: trade.audience,
    ...(keyword ? { kw: keyword, Kw: capitalise(keyword) } : {}),
  }, new OfferWords(trade.absent), claimFilterOf(brief));
}

/** Texts the schema accepts; else the customer's stop words left a slot without any usable alternative. */
function complete<T extends SiteCopy | BlogPost>(texts: T, brief: CopyBrief): T {
  const result = ('hero' in texts ? siteCopySchema : blogPostSchema).safeParse(texts);
  if (result.success) return texts;
  const where = result.error.issues[0]?.path.join('.') ?? 'a text';
  const words = brief.stopWords.slice(0, 5).join(', ');
  throw new GenerationError('quality_failed', `The stop words (${words}${brief.stopWords.length > 5 ? ', …' : ''}) rule out every written version of ${where}, so the site cannot be built without broken sentences. Remove a few stop words and try again; your credits were returned.`);
}

/**
 * The offline composer: writes a complete site in English or Russian from the trade's own
 * texts and the answers, with no network, the same way every time for the same request.
 * For any other language it writes English (the engine says so to the customer).
 */
export class OfflineComposer implements AiProvider {
  readonly name = 'offline composer';

  writes(language: Language): boolean {
    return isComposerLanguage(language.code);
  }

  async siteCopy(brief: CopyBrief): Promise<SiteCopy> {
    const code = brief.trade.factsLanguage;
    const ui = uiFor(code);
    return complete(composeCopy(brief, tradeTexts(brief.trade.id, code), code === 'ru' ? russianFrames : englishFrames, chooserFor(brief, 'copy'), {
      labels: { offers: ui.nav[offersNav[brief.trade.kind]], prices: ui.nav[pricesNav[brief.trade.kind]] },
      general: generalTrade[code],
    }), brief);
  }

  async blogPost(brief: CopyBrief, index: BlogIndex): Promise<BlogPost> {
    const code = brief.trade.factsLanguage;
    const article = siteArticles(brief.trade)[index];
    return complete(composeBlog(brief, article, index, code === 'ru' ? russianFrames : englishFrames, chooserFor(brief, `blog${index}`)), brief);
  }
}
