import { domainToUnicode } from 'node:url';
import { checkDomain, splitDomains, splitList, stopWordConflicts, stopWordConflictTexts } from '@sitecraft/shared/generation';
import type { GenerationRequest } from '@sitecraft/shared/generation';
import type { CopyBrief } from '../ai/provider.ts';
import { chooseDesign } from '../design/choose.ts';
import type { DesignSystem } from '../design/types.ts';
import { StopWordFilter } from '../safety/stop-words.ts';
import { GenerationError } from '../errors.ts';
import { countryInText } from './countries.ts';
import { townOf } from './town.ts';
import { ownTowns } from '../content/keyword-phrase.ts';
import type { Language } from './languages.ts';
import { findTrade } from '../trades/index.ts';
import { tradeBrief } from '../trades/brief.ts';
import type { Trade } from '../trades/types.ts';
import { nameFromDescription } from './business-name.ts';
import { businessOf } from '../write/business.ts';
import type { Business } from '../model/site-model.ts';

export interface SitePlan {
  /** Host in Unicode, lower case: the site's folder in the ZIP. */
  host: string;
  /** Host in ASCII (punycode): used in URLs. */
  asciiHost: string;
  brand: string;
}

export interface RunPlan {
  request: GenerationRequest;
  sites: SitePlan[];
  keywords: string[];
  stopWords: StopWordFilter;
  /** The trade of the catalogue the answers point to (or the general business). */
  trade: Trade;
  design: DesignSystem;
  /** Answers cleaned of stop words, ready to print. */
  answers: { theme: string; description: string; country: string; address: string; phone: string; style: string; styleDescription: string };
  php: boolean;
  indexName: string;
}

function brandFromHost(host: string): string {
  const unicode = domainToUnicode(host) || host;
  const labels = unicode.split('.');
  const label = (labels[0] === 'www' && labels.length > 2 ? labels[1] : labels[0]) ?? unicode;
  return label
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toLocaleUpperCase() + word.slice(1))
    .join(' ');
}

function plainTheme(theme: string): string {
  return theme.replace(/[^\p{L}\p{N}\s&'’,.\-/]/gu, '').replace(/\s+/g, ' ').trim();
}

/**
 * The name the owner gave, never replaced: one holding a stop word is the owner's own conflict, refused here as the
 * request schema refuses it. Without one, a name read from the description, unless it holds a stop word; undefined
 * leaves each site its domain's name.
 */
function businessName(request: GenerationRequest, stopWords: StopWordFilter): string | undefined {
  const given = request.business_name?.trim();
  if (given) {
    const conflict = stopWordConflicts({ business_name: given, stop_words: request.stop_words })[0];
    if (conflict) throw new GenerationError('invalid_request', stopWordConflictTexts.en(conflict));
    return given;
  }
  const described = nameFromDescription(request.description ?? '');
  return described && !stopWords.has(described) ? described : undefined;
}

/** Reads a validated request into what the engine needs for every site of the run. */
export function planRun(request: GenerationRequest): RunPlan {
  const stopWords = new StopWordFilter(splitList(request.stop_words));
  const ownName = businessName(request, stopWords);
  const sites = splitDomains(request.domain_name).map((domain) => {
    const check = checkDomain(domain);
    if (!check.ok) throw new GenerationError('invalid_request', check.message);
    return { host: check.host, asciiHost: check.asciiHost, brand: ownName ?? brandFromHost(check.host) };
  });
  const keywords = splitList(request.key_words);
  const trade = findTrade(request.site_theme ?? '', request.description ?? '', request.key_words ?? '');
  const design = chooseDesign({
    designStyle: request.design_style ?? '',
    styleDescription: request.features ?? '',
    baseTemplate: request.baseTemplate,
    themeId: trade.icons,
  });
  return {
    request,
    sites,
    keywords,
    stopWords,
    trade,
    design,
    answers: {
      theme: stopWords.has(request.site_theme ?? '') ? '' : plainTheme(request.site_theme ?? ''),
      description: stopWords.prose(request.description?.trim() ?? ''),
      country: stopWords.phrase(request.contact_country?.trim() ?? ''),
      address: stopWords.phrase(request.contact_address?.trim() ?? ''),
      phone: stopWords.phrase(request.contact_phone?.trim() ?? ''),
      style: stopWords.phrase(request.design_style?.trim() ?? ''),
      styleDescription: stopWords.prose(request.features?.trim() ?? ''),
    },
    php: request.file_extension === 'PHP',
    indexName: request.rename_index,
  };
}

/** The business's facts but its name, as the site's pages show them. */
function ownerFacts(plan: RunPlan, site: SitePlan): CopyBrief['facts'] {
  const facts: Partial<Business> = businessOf(plan, site.brand);
  delete facts.name;
  return facts;
}

/** What a text provider is told about one site in one language; `wording` above 0 asks for another wording of it. */
export function copyBrief(plan: RunPlan, site: SitePlan, language: Language, wording = 0): CopyBrief {
  return {
    brand: site.brand,
    domain: site.host,
    siteType: plan.request.site_type,
    theme: plan.answers.theme,
    description: plan.answers.description,
    styleName: plan.answers.style || plan.design.label,
    styleDescription: plan.answers.styleDescription,
    tone: plan.design.tone,
    keywords: plan.keywords,
    stopWords: plan.stopWords.words,
    country: plan.stopWords.phrase(countryInText(plan.answers.country, language.code)),
    place: plan.stopWords.phrase(townOf(plan.answers.address) ?? countryInText(plan.answers.country, language.code)),
    address: plan.answers.address,
    phone: plan.answers.phone,
    trade: tradeBrief(plan.trade, language.code, plan.stopWords, { description: plan.answers.description, keywords: plan.keywords, offers: plan.request.offers, towns: ownTowns(plan.answers.address, plan.answers.description) }),
    facts: ownerFacts(plan, site),
    language,
    seed: `${plan.request.track_id}:${site.asciiHost}:${language.code}${wording > 0 ? `:wording-${wording}` : ''}`,
  };
}
