import type { Random } from '../brief/random.ts';
import type { CopyBrief } from '../ai/provider.ts';
import type { SiteCopy } from '../content/schema.ts';
import { descriptionExcerpt, fill } from './slots.ts';
import { englishTones } from './tones.ts';

const productTexts = [
  '{Product} is one of the things {audience} ask us about most. We prepare it with {quality0}, so you get a result that works from day one.',
  'Our {product} combines {quality1} with a clear, fair price. Tell us what you have in mind and we will adapt it to your needs.',
  '{Product} for {audience} who want {kw0} without surprises. Everything is explained in advance and nothing is left to chance.',
  'With {product} you get {quality2} and a team that stays in touch until you are completely satisfied.',
  '{Product} is a good place to start if you are new to {kw1}. We will walk you through every step and answer every question.',
  'Thoughtfully put together and easy to order: {product} reflects everything we have learned about {kw2} over the years.',
];

const productDetails = ['Popular choice', 'Available on request', 'Tailored to you', 'Ask for a quote', 'Ready when you are', 'Recommended by our team'];

const serviceTexts = [
  '{Service} starts with a conversation about your goals. We listen first, then suggest a plan with clear steps, timing and cost.',
  'We handle {service} from start to finish, with {quality0} at every stage. You always know who is responsible and what happens next.',
  '{Service} by people who do it every day. We bring experience with {kw0} and a practical eye for the details that matter.',
  'Our {service} is flexible: a single visit, a regular arrangement or support whenever you need it. Choose what suits you.',
];

const highlightTexts = [
  '{Quality0} is not a slogan for us but the way we work every day. It shapes how we plan, how we deliver and how we talk to our {audience}.',
  'We insist on {quality1} because it is what {audience} notice first and remember longest. It is also why so many of them come back.',
  '{Quality2}: simple to promise, harder to deliver. We have built our whole way of working around it, and we are happy to show you how.',
];

const steps = [
  { title: 'Tell us what you need', text: 'Call, write or drop by. A short conversation is enough for us to understand your situation and your wishes.' },
  { title: 'Get a clear proposal', text: 'We suggest what fits best, with the price and timing written down. No pressure and no hidden extras.' },
  { title: 'We take care of it', text: 'Our team does the work with {quality0}, and keeps you informed at every important moment.' },
  { title: 'Stay in touch', text: 'After the job is done we remain available for questions, adjustments and whatever comes next.' },
];

/** The site's texts in English, composed from the answers without any network. */
export function composeEnglishCopy(brief: CopyBrief, slots: Record<string, string>, random: Random): SiteCopy {
  const addressFull = [brief.address, brief.country].filter(Boolean).join(', ');
  const local: Record<string, string> = {
    ...slots,
    where: brief.country ? ` in ${brief.country}` : '',
    phoneClause: brief.phone ? ` on ${brief.phone}` : '',
    addressFull,
    addressClause: brief.address ? `: ${brief.address}` : '',
  };
  const f = (template: string) => fill(template, local);
  const tone = englishTones[brief.tone];
  const place = brief.address ? f('You will find us at {addressFull}.') : f('We work with {audience} near and far.');
  const customerWords = brief.description ? `In our own words: ${descriptionExcerpt(brief.description)}` : f('We started {brand} to offer {kw0} the way we would want it ourselves.');
  const products = [0, 1, 2, 3, 4, 5].map((index) => ({
    title: slots[`Product${index}`] ?? '',
    text: fill(productTexts[index] ?? '', { ...local, Product: slots[`Product${index}`] ?? '', product: slots[`product${index}`] ?? '' }),
    detail: productDetails[index] ?? '',
  }));
  return {
    tagline: f('{Descriptor}{where}'),
    hero: {
      eyebrow: brief.theme || slots.Audience || brief.brand,
      title: f(random.pick(tone.heroTitles)),
      lead: f(`{Brand} is {descriptor}{where}. We bring together {quality0} and {quality1}, so that our {audience} can count on us for {kw1}.`),
      primaryAction: 'Get in touch',
      secondaryAction: 'Explore our products',
    },
    highlights: highlightTexts.map((text, index) => ({ title: slots[`Quality${index}`] ?? '', text: f(text) })),
    intro: {
      heading: f('{Kw0} at {brand}: why {audience} choose us'),
      paragraphs: [
        f('{Brand} is {descriptor}{where}. ') + customerWords,
        f('Our work revolves around {kw0}, {kw1} and {kw2}. We keep the offer focused: {product0}, {product1} and {product2}, together with services such as {service0} and {service1}. Each of them is explained plainly on this website, without small print.'),
        f(tone.manner),
      ],
    },
    products: {
      heading: f('Products: {kw0} and more'),
      lead: f('Everything we offer is chosen and tested by our own team. Here are the products our {audience} value most, each described in plain words.'),
      items: products,
    },
    services: {
      heading: f('Services built around {kw1}'),
      lead: f('From the first question to the final result, {brand} takes care of the details. Choose a single service or combine several; we will suggest what makes sense for you.'),
      items: [0, 1, 2, 3].map((index) => ({ title: slots[`Service${index}`] ?? '', text: fill(serviceTexts[index] ?? '', { ...local, Service: slots[`Service${index}`] ?? '', service: slots[`service${index}`] ?? '' }) })),
      steps: steps.map((step) => ({ title: step.title, text: f(step.text) })),
    },
    about: {
      heading: f('About {brand}'),
      paragraphs: [
        f('{Brand} is {descriptor}. ') + customerWords,
        f('Our team brings together people who care about {kw0} and {kw2}. We learned early that {audience} do not need grand promises: they need {quality0}, {quality3} and someone who picks up the phone. That is what we offer every day.'),
        `${place} ${f('Whether you come for {product0} or for {service0}, you will be welcomed by people who know their craft.')}`,
      ],
      values: [0, 1, 2].map((index) => ({
        title: slots[`Quality${index}`] ?? '',
        text: f(['We hold ourselves to it on every project, big or small, and we check the result before we call the work done.', 'It is the reason {audience} recommend us to their friends, and we intend to keep it that way.', 'We would rather do fewer things properly than many things in a hurry.'][index] ?? ''),
      })),
    },
    faq: [
      { question: f('How do I order {product0}?'), answer: f('Call us{phoneClause} or use the contact page. We will confirm the details, the price and the timing before anything starts.') },
      { question: f('Do you help with {kw1}?'), answer: f('Yes. {Kw1} is part of our everyday work. Tell us about your situation and we will suggest the most sensible option.') },
      { question: f('How much does {service0} cost?'), answer: f('The price depends on what exactly you need. We always name it in advance and keep to it, so there are no surprises.') },
      { question: 'Where are you located?', answer: brief.address ? f('Our address is {addressFull}. The contact page has a link to the map.') : f('We work with {audience} wherever they are. Contact us and we will find the most convenient way to meet.') },
    ],
    cta: {
      heading: f(tone.ctaHeading),
      text: f('Tell us what you have in mind and we will answer within one working day with a clear next step.'),
      action: 'Contact us',
    },
    contact: {
      heading: f('Contact {brand}'),
      lead: f('Questions about {kw0}, {product0} or {service0}? Reach us in the way that suits you best: we answer every message personally.'),
    },
    blogIntro: {
      heading: f('Blog: notes on {kw0} and {kw2}'),
      lead: f('Advice, explanations and stories from our everyday work with {audience}. Written by the {brand} team.'),
    },
    seo: {
      home: { title: f('{Brand} — {Kw0}'), description: f(`{Brand} is {descriptor}{where}. {Kw0}, {kw1} and {kw2} with {quality0}. See our products and services and get in touch.`) },
      products: { title: f('Products and {kw0} | {brand}'), description: f('Explore the products of {brand}: {product0}, {product1}, {product2} and more. {Kw0} with {quality1}, described in plain words.') },
      services: { title: f('Services: {kw1} | {brand}'), description: f('{Service0}, {service1} and more from {brand}. Clear prices, {quality0} and a team that knows {kw1} well.') },
      about: { title: f('About us | {brand}'), description: f('Meet {brand}, {descriptor}. Learn what we stand for, how we work and why {audience} choose us for {kw0}.') },
      contact: { title: f('Contact | {brand}'), description: f(`Contact {brand}{addressClause}. Ask about {kw0}, {product0} or {service0}; we answer within one working day.`) },
      blog: { title: f('Blog about {kw0} | {brand}'), description: f('Practical articles from {brand} about {kw0}, {kw1} and {kw2}: advice, explanations and stories from our daily work.') },
    },
  };
}
