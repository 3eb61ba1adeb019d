// The briefs issue 38's likeness is measured over: five trades, each put on every gallery template. The showcase's
// bakery brief (English, no offers) and four more: a bicycle repair workshop with its own priced offers, a nail
// studio in Russian with offers, a dog groomer and an accountant without them, so that a hero that only fits one
// kind of business or one language shows up.
import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { templateNames, templateShowcase } from '../../packages/sitegen/test/support/showcase-briefs.ts';
import type { ShowcaseBrief } from '../../packages/sitegen/test/support/showcase-briefs.ts';

type TradeRequest = Omit<GenerationRequestInput, 'track_id' | 'baseTemplate' | 'site_count' | 'file_extension'>;

export interface LikenessTrade {
  /** Short name: lowercase letters and hyphens, the first part of each of its sites' labels. */
  trade: string;
  /** The trade's brief on one gallery template, labelled `<trade>-<template without .html>`. */
  briefOn(template: string): ShowcaseBrief;
}

const bicycleRepair: TradeRequest = {
  site_type: 'Landing',
  site_theme: 'Bicycle Repair',
  description:
    'Spoke & Sprocket is a bicycle repair workshop in Leeds: same-day puncture and brake repairs, full services, wheel truing, ' +
    'e-bike diagnostics, and second-hand bikes checked over and sold with a three-month guarantee.',
  design_style: '',
  features: '',
  site_language: 'English',
  contact_country: 'United Kingdom',
  contact_address: '27 Call Lane, Leeds LS1 7BT',
  contact_phone: '+44 113 496 0584',
  key_words: 'bike repair Leeds, bicycle service, wheel truing, e-bike repair',
  stop_words: '',
  domain_name: 'spokeandsprocket.co.uk',
  business_name: 'Spoke & Sprocket',
  offers: [
    { name: 'Puncture repair', price: '£12' },
    { name: 'Standard service', price: '£55' },
    { name: 'Full strip-down service', price: '£120' },
    { name: 'Wheel truing', price: '£20' },
    { name: 'E-bike diagnostics', price: '£35' },
  ],
};

const nailStudio: TradeRequest = {
  site_type: 'Landing',
  site_theme: 'Nail Studio',
  description:
    'Студия маникюра «Лак и Лён» в Новосибирске: маникюр с покрытием гель-лаком, педикюр, наращивание и укрепление ногтей, ' +
    'дизайн и уход за руками. Стерильные инструменты, запись онлайн.',
  design_style: '',
  features: '',
  site_language: 'Russian',
  contact_country: 'Россия',
  contact_address: 'Новосибирск, Красный проспект, 57',
  contact_phone: '+7 383 209-44-18',
  key_words: 'маникюр Новосибирск, гель-лак, педикюр',
  stop_words: '',
  domain_name: 'lakilen-nails.ru',
  offers: [
    { name: 'Маникюр с покрытием гель-лаком', price: '1 800 ₽' },
    { name: 'Педикюр', price: '2 200 ₽' },
    { name: 'Наращивание ногтей', price: 'от 3 000 ₽' },
    { name: 'Дизайн ногтей', price: 'от 100 ₽' },
  ],
};

const dogGroomer: TradeRequest = {
  site_type: 'Landing',
  site_theme: 'Dog Grooming',
  description:
    'Muddy Paws is a dog grooming salon in Portland: breed-standard cuts, bath and blow-dry, nail trims, de-shedding treatments ' +
    'and calm, unhurried sessions for anxious and senior dogs.',
  design_style: '',
  features: '',
  site_language: 'English',
  contact_country: 'United States',
  contact_address: '2314 SE Division St, Portland, OR 97202',
  contact_phone: '+1 503 555 0143',
  key_words: 'dog grooming Portland, dog bath, nail trim, de-shedding',
  stop_words: '',
  domain_name: 'muddypaws-grooming.com',
};

const accountant: TradeRequest = {
  site_type: 'Landing',
  site_theme: 'Accounting',
  description:
    'Northgate Accounting is a chartered accountancy in Toronto preparing personal and corporate tax returns, monthly bookkeeping, ' +
    'payroll and year-end statements for small businesses and freelancers.',
  design_style: '',
  features: '',
  site_language: 'English',
  contact_country: 'Canada',
  contact_address: '150 King St W, Suite 200, Toronto, ON M5H 1J9',
  contact_phone: '+1 416 555 0176',
  key_words: 'accountant Toronto, small business tax, bookkeeping, payroll',
  stop_words: '',
  domain_name: 'northgate-accounting.ca',
};

const labelOf = (trade: string, template: string) => `${trade}-${template.replace(/\.html$/, '')}`;

function trade(name: string, serial: number, request: TradeRequest): LikenessTrade {
  return {
    trade: name,
    briefOn(template) {
      const index = templateNames.indexOf(template);
      if (index < 0) throw new Error(`${template} is not a gallery template`);
      return {
        label: labelOf(name, template),
        request: {
          ...request,
          baseTemplate: template,
          site_count: '1',
          file_extension: 'HTML',
          track_id: `3c9a1f20-6d4b-4e7a-9b21-${String(serial).padStart(4, '0')}${String(index).padStart(8, '0')}`,
        },
      };
    },
  };
}

/** The five trades, the showcase's bakery first. */
export const likenessTrades: readonly LikenessTrade[] = [
  { trade: 'bakery', briefOn: (template) => ({ ...templateShowcase(template), label: labelOf('bakery', template) }) },
  trade('bicycle-repair', 1, bicycleRepair),
  trade('nail-studio-ru', 2, nailStudio),
  trade('dog-groomer', 3, dogGroomer),
  trade('accountant', 4, accountant),
];
