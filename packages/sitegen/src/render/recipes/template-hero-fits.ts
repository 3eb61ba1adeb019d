// Which template heroes a described style may get: the look each carries, the tones it suits, the words that ask for it.
import type { Tone } from '../../design/types.ts';
import type { TemplateHeroVariant } from '../../model/hero-variants.ts';

export interface TemplateHeroFit {
  /** The tone of the hero's own template: a style that rules this look out rules the hero out. */
  look: Tone;
  /** The tones whose sites it suits. */
  tones: readonly Tone[];
  /** Stems of the words that ask for it (English and Russian, matched at a word's start; ё read as е). */
  stems: readonly string[];
  /** Drawn as a night sky (stars in the text colour over the page): only on a dark page. */
  night?: boolean;
  /** Sets words in the primary colour on the page (a highlight, an eyebrow, a ghost button): only where that reads. */
  primaryText?: boolean;
}

/** Per template hero: the look it carries, the tones it suits and the style words that ask for it. */
export const templateHeroFits: Record<TemplateHeroVariant, TemplateHeroFit> = {
  emblem: { look: 'gaming', tones: ['gaming'], stems: ['esport', 'tournament', 'clan', 'squad', 'hexagon', 'stripe', 'киберспорт', 'турнир', 'полос'] },
  arch: { look: 'minimal', tones: ['luxury', 'minimal', 'organic'], stems: ['editorial', 'serif', 'atelier', 'gallery', 'arch', 'poster', 'редакц', 'засеч', 'ателье', 'галере'] },
  window: { look: 'corporate', tones: ['corporate', 'minimal', 'futuristic'], stems: ['saas', 'software', 'interface', 'digital', 'startup', 'code', 'coder', 'develop', 'programm', 'приложен', 'цифров', 'интерфейс', 'стартап', 'код', 'разработ', 'программ'] },
  chart: { look: 'corporate', tones: ['corporate'], stems: ['financ', 'chart', 'growth', 'invest', 'result', 'финанс', 'график', 'рост', 'инвест', 'результат'] },
  roundel: { look: 'playful', tones: ['playful', 'organic'], stems: ['round', 'circle', 'circular', 'family', 'care', 'gentle', 'кругл', 'семейн', 'забот', 'бережн'] },
  radar: { look: 'cyberpunk', tones: ['cyberpunk', 'futuristic'], stems: ['radar', 'scan', 'secur', 'monitor', 'surveil', 'радар', 'безопасн', 'защит', 'мониторинг'] },
  prism: { look: 'futuristic', tones: ['futuristic'], stems: ['prism', 'spectrum', 'rainbow', 'iridescent', 'призм', 'радуж', 'спектр', 'объемн'] },
  plate: { look: 'organic', tones: ['organic', 'playful'], stems: ['food', 'fresh', 'bowl', 'kitchen', 'tasty', 'homemade', 'еда', 'свеж', 'кухн', 'блюд', 'вкусн', 'домашн'] },
  pixel: { look: 'gaming', tones: ['gaming', 'playful'], stems: ['pixel', 'retro', 'arcade', 'indie', 'пиксел', 'ретро', 'аркад', 'инди'] },
  monochrome: { look: 'minimal', tones: ['minimal', 'luxury'], stems: ['monochrom', 'typograph', 'black', 'contrast', 'brutal', 'studio', 'монохром', 'типограф', 'черн', 'контраст', 'брутал', 'студи'] },
  metrics: { look: 'corporate', tones: ['corporate', 'futuristic', 'minimal'], stems: ['data', 'analytic', 'metric', 'dashboard', 'numbers', 'dense', 'данн', 'аналит', 'метрик', 'цифр', 'плотн'] },
  niche: { look: 'corporate', tones: ['corporate', 'luxury'], stems: ['heritage', 'tradition', 'respect', 'solid', 'established', 'strict', 'formal', 'legal', 'традиц', 'солидн', 'надежн', 'строг', 'юрид'] },
  mascot: { look: 'playful', tones: ['playful', 'organic'], stems: ['friendly', 'soft', 'rounded', 'bubbl', 'cute', 'smil', 'дружелюб', 'мягк', 'скругл', 'улыб', 'мил'] },
  terminal: { look: 'cyberpunk', tones: ['cyberpunk', 'futuristic'], stems: ['tech', 'code', 'coder', 'develop', 'terminal', 'console', 'hacker', 'programm', 'техн', 'код', 'разработ', 'терминал', 'консол', 'программ', 'хакер']  },
  orb: { look: 'futuristic', tones: ['futuristic'], stems: ['space', 'cosmic', 'planet', 'orbit', 'galax', 'космос', 'космич', 'планет', 'орбит', 'галакт'], night: true , primaryText: true },
  peaks: { look: 'gaming', tones: ['gaming'], stems: ['bold', 'sport', 'energ', 'power', 'mountain', 'climb', 'adventur', 'спорт', 'энерг', 'мощн', 'горн', 'приключ', 'смел'] , primaryText: true },
  vinyl: { look: 'playful', tones: ['playful', 'gaming'], stems: ['music', 'record', 'vinyl', 'punk', 'brutal', 'loud', 'zine', 'музык', 'винил', 'пластинк', 'панк', 'брутал'] , primaryText: true },
  blueprint: { look: 'corporate', tones: ['corporate', 'futuristic', 'cyberpunk'], stems: ['blueprint', 'engineer', 'technical', 'grid', 'precis', 'industrial', 'чертеж', 'инженер', 'техническ', 'сетк', 'точн', 'промышлен'] , primaryText: true },
  sunset: { look: 'luxury', tones: ['luxury', 'organic'], stems: ['sunset', 'dusk', 'dream', 'romantic', 'ocean', 'beach', 'seaside', 'travel', 'закат', 'мечт', 'романт', 'морск', 'пляж', 'путешеств'] },
  network: { look: 'minimal', tones: ['minimal', 'futuristic', 'corporate'], stems: ['network', 'scien', 'research', 'laborator', 'connect', 'neural', 'сеть', 'сетев', 'наук', 'научн', 'лаборатор', 'исследов', 'нейро'] },
  moonlit: { look: 'luxury', tones: ['gaming'], stems: ['moon', 'night', 'fantasy', 'mystic', 'magic', 'epic', 'legend', 'лун', 'ночн', 'фэнтез', 'мистич', 'магич', 'эпич', 'легенд'], night: true , primaryText: true },
  aurora: { look: 'futuristic', tones: ['futuristic', 'luxury'], stems: ['aurora', 'ethereal', 'dream', 'northern', 'gradient', 'сияни', 'северн', 'мечт', 'градиент'], night: true },
  dial: { look: 'corporate', tones: ['corporate', 'minimal'], stems: ['clock', 'hour', 'schedule', 'punctual', 'круглосуточ', 'расписан', 'пунктуальн', 'часов'] },
};
