import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { describe, expect, test } from 'vitest';
import { composeSites } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';
import { allTexts, offerItems, pagesOf } from './support/site-texts.ts';

/**
 * Given only a description, a trade of several lines of work shows the lines the description names and no other:
 * a grooming salon no walks, sitting, boarding or cat visits, in any text of the site.
 */
interface Case {
  name: string;
  request: Partial<GenerationRequestInput>;
  /** Offers the site must show. */
  shows: string[];
  /** Offers it must not show. */
  leavesOut: string[];
  /** Words of the lines left out, which no text of the site may use. */
  absentWords?: RegExp;
}

const petCare = { site_theme: 'Pet Care', key_words: '', stop_words: '', contact_country: 'United Kingdom' } as const;
const grooming = ['Full groom', 'Bath and tidy', 'Puppy’s first groom', 'Nail clipping'];
const walksAndStays = ['Solo dog walk', 'Group dog walk', 'Cat and small pet visits', 'Doggy day care', 'Overnight pet sitting', 'Home boarding for dogs'];
const walkingWords = /\b(?:walks?|walking|walkers?|boarding|sitting|sitters?|day care|overnight|kennels?|cats?|holidays?)\b/iu;

const cases: Case[] = [
  {
    name: 'a grooming salon, "no cages, Tue–Sat"',
    request: { ...petCare, description: 'Grooming salon, no cages, Tue–Sat.', domain_name: 'muddypaws.co.uk' },
    shows: grooming,
    leavesOut: walksAndStays,
    absentWords: walkingWords,
  },
  {
    name: 'a dog grooming salon in Bristol with keywords',
    request: { ...petCare, description: 'Dog grooming salon in Bristol. No cages, ever. Open Tuesday to Saturday 8:30–17:00.', key_words: 'dog grooming Bristol, hand stripping', domain_name: 'paws-bristol.co.uk' },
    shows: grooming,
    leavesOut: walksAndStays,
    absentWords: walkingWords,
  },
  {
    name: 'a Russian grooming salon',
    request: { ...petCare, site_language: 'Russian', contact_country: 'Russia', description: 'Груминг-салон для собак в Казани, без клеток.', domain_name: 'lapki-kazan.ru' },
    shows: ['Комплексный груминг', 'Гигиенический груминг', 'Первый груминг щенка', 'Стрижка когтей'],
    leavesOut: ['Индивидуальная прогулка', 'Групповая прогулка', 'Зооняня для кошек и грызунов', 'Дневной присмотр за собакой', 'Зооняня с ночёвкой', 'Домашняя передержка собак'],
    absentWords: /прогул|выгул|передерж|зоонян|ночёвк|кошк|кошек/iu,
  },
  {
    name: 'a dog walker who also minds dogs for the day',
    request: { ...petCare, description: 'Dog walker in Leeds: solo and group walks, and doggy day care for busy owners.', domain_name: 'leeds-walks.co.uk' },
    shows: ['Solo dog walk', 'Group dog walk', 'Doggy day care'],
    leavesOut: ['Full groom', 'Bath and tidy', 'Overnight pet sitting', 'Home boarding for dogs'],
  },
  {
    name: 'a pet carer whose description names no line keeps them all',
    request: { ...petCare, description: 'Friendly pet care in Bath.', domain_name: 'bath-pets.co.uk' },
    shows: ['Full groom', 'Solo dog walk'],
    leavesOut: [],
  },
  {
    name: 'a wedding photographer',
    request: { site_theme: 'Photography', key_words: '', stop_words: '', description: 'Wedding photographer in the Lake District.', domain_name: 'lakes-weddings.co.uk', contact_country: 'United Kingdom' },
    shows: ['Wedding day coverage', 'Small wedding or elopement', 'Couple or engagement shoot'],
    leavesOut: ['Business headshots', 'Product photography', 'Newborn and baby session'],
  },
  {
    name: 'a piano teacher',
    request: { site_theme: 'Music', key_words: '', stop_words: '', description: 'Piano teacher for children and adults in Oxford.', domain_name: 'oxford-piano.co.uk', contact_country: 'United Kingdom' },
    shows: ['Piano lessons'],
    leavesOut: ['Live music for weddings', 'Recording session', 'Mixing and mastering'],
  },
  // Trades of several lines of work beyond pet care, music and photography.
  {
    name: 'a nail bar that chose the beauty salon',
    request: { site_theme: 'Beauty Salon', key_words: '', stop_words: '', description: 'Nail bar in Leeds: gel nails, manicures and pedicures.', domain_name: 'leeds-nails.co.uk', contact_country: 'United Kingdom' },
    shows: ['Gel nails', 'Manicure and pedicure'],
    leavesOut: ['Cut and blow-dry', 'Blow-dry', 'Full head colour', 'Balayage', 'Cleansing facial'],
    absentWords: /\b(?:hair|haircuts?|cuts?|blow-dry|balayage|highlights|keratin|stylists?|scissors|facials?)\b/iu,
  },
  {
    name: 'a Russian nail studio that chose the beauty salon',
    request: { site_theme: 'Beauty Salon', site_language: 'Russian', contact_country: 'Russia', key_words: '', stop_words: '', description: 'Маникюр и педикюр в центре Казани.', domain_name: 'nogti-kazan.ru' },
    shows: ['Покрытие ногтей гель-лаком', 'Маникюр и педикюр'],
    leavesOut: ['Стрижка с укладкой', 'Укладка', 'Балаяж', 'Чистка и уход для лица'],
    absentWords: /волос|стрижк|балаяж|окрашиван|мелирован|причёск|прическ/iu,
  },
  {
    name: 'a hair salon',
    request: { site_theme: 'Beauty Salon', key_words: '', stop_words: '', description: 'A hair salon in York: cuts, colour and balayage.', domain_name: 'york-hair.co.uk', contact_country: 'United Kingdom' },
    shows: ['Cut and blow-dry', 'Full head colour', 'Balayage'],
    leavesOut: ['Gel nails', 'Manicure and pedicure', 'Cleansing facial'],
    absentWords: /\b(?:nails?|manicures?|pedicures?|facials?)\b/iu,
  },
  {
    name: 'a window cleaner',
    request: { site_theme: 'Cleaning Service', key_words: '', stop_words: '', description: 'Window cleaner in Leeds, for houses and shops.', domain_name: 'clear-view.co.uk', contact_country: 'United Kingdom' },
    shows: ['Window cleaning'],
    leavesOut: ['Regular home cleaning', 'Deep cleaning', 'End of tenancy cleaning', 'Office cleaning', 'Carpet cleaning'],
    absentWords: /\b(?:office|tenancy|carpets?|sofas?|upholstery|ovens?|builders?)\b/iu,
  },
  {
    name: 'an office cleaning company in Russian',
    request: { site_theme: 'Cleaning Service', site_language: 'Russian', contact_country: 'Russia', key_words: '', stop_words: '', description: 'Уборка офисов в Казани по вечерам.', domain_name: 'chisty-ofis.ru' },
    shows: ['Уборка офисов'],
    leavesOut: ['Регулярная уборка', 'Генеральная уборка', 'Химчистка ковров', 'Мытьё окон'],
  },
  {
    name: 'a gardener who looks after gardens',
    request: { site_theme: 'Gardening & Landscaping', key_words: '', stop_words: '', description: 'Gardener in Bath: lawn mowing, hedge trimming and regular maintenance.', domain_name: 'bath-gardener.co.uk', contact_country: 'United Kingdom' },
    shows: ['Regular garden maintenance', 'Lawn mowing and care', 'Hedge trimming'],
    leavesOut: ['Garden design', 'Patios and paving', 'Timber decking', 'New lawn turfing'],
    absentWords: /\b(?:patios?|paving|decking|turfing)\b/iu,
  },
  {
    name: 'a children’s party organiser',
    request: { site_theme: 'Event Agency', key_words: '', stop_words: '', description: 'We organise children’s parties in Leeds.', domain_name: 'party-kids.co.uk', contact_country: 'United Kingdom' },
    shows: ['Children’s party', 'Private party'],
    leavesOut: ['Corporate party', 'Conference or business event', 'Team-building day', 'Product launch or presentation'],
    absentWords: /\b(?:corporate|conferences?|team-building|launch)\b/iu,
  },
];

describe.each(cases)('offers from the description alone: $name', (item) => {
  test('shows the lines it names, first the offers it names, and none of the others anywhere', async () => {
    const result = await composeSites(request(item.request), { now: fixedNow });
    const titles = offerItems(pagesOf(result).find((page) => page.key === 'offers')).map((entry) => entry.title);
    for (const title of item.shows) expect(titles, title).toContain(title);
    for (const title of item.leavesOut) expect(titles, title).not.toContain(title);
    if (item.absentWords) expect(allTexts(result).filter((text) => item.absentWords?.test(text))).toEqual([]);
  }, 30_000);
});
