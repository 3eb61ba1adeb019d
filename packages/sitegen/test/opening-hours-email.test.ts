import { readFileSync } from 'node:fs';
import type { GenerationRequestInput } from '@sitecraft/shared/generation';
import { afterAll, describe, expect, test } from 'vitest';
import { applySiteEdits, generate, OpenAiCompatibleProvider, renderSite, SiteEditError } from '../src/index.ts';
import type { GenerationResult } from '../src/index.ts';
import { startFakeChatServer, taskOf, type FakeChatServer } from './support/fake-chat-server.ts';
import { languageRequests } from './support/language-requests.ts';
import { answerFor, type ModelAnswers } from './support/model-answers.ts';
import { decode } from './support/page-checks.ts';
import { fixedNow, request } from './support/requests.ts';
import { renderedPages } from './support/site-pages.ts';

type Day = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun';
const open = (days: readonly Day[], opens: string, closes: string) => days.map((day) => ({ day, opens, closes }));
const schemaDays: Record<Day, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };

interface Case {
  name: string;
  request: GenerationRequestInput;
  /** The labels of the contact page's rows, in the site's language. */
  labels: { hours: string; email: string };
  /** The hours as the pages show them: a line per group of days, then the note. */
  lines: readonly string[];
}

const grooming: Case = {
  name: 'a grooming salon in Bristol, open Tuesday to Saturday, with an email',
  request: request({
    site_theme: 'Pet care', description: 'Muddy Paws is a dog grooming salon in Bristol: baths, hand stripping, nail clipping and puppy grooms.',
    contact_country: 'United Kingdom', contact_address: '12 Gloucester Road, Bristol', contact_phone: '+44 117 496 0000',
    key_words: 'dog grooming Bristol, hand stripping', domain_name: 'muddy-paws.co.uk', contact_email: 'hello@muddy-paws.co.uk',
    opening_hours: { days: open(['tue', 'wed', 'thu', 'fri', 'sat'], '08:30', '17:00'), note: 'Puppies by appointment' },
  }),
  labels: { hours: 'Opening hours', email: 'Email' },
  lines: ['Tue–Sat 08:30–17:00', 'Puppies by appointment'],
};

const cases: readonly Case[] = [
  grooming,
  {
    name: 'a plumber with an email and no hours',
    request: request({
      site_theme: 'Plumbing', description: 'Emergency plumbing and boiler repairs in Leeds.', contact_country: 'United Kingdom', contact_address: '3 Kirkgate, Leeds',
      contact_phone: '+44 113 496 0101', key_words: 'emergency plumber Leeds, boiler repair', domain_name: 'leeds-plumbing.co.uk', contact_email: 'jobs@leeds-plumbing.co.uk',
    }),
    labels: { hours: 'Opening hours', email: 'Email' },
    lines: [],
  },
  {
    name: 'a Russian PHP site of a barbershop with its hours',
    request: request({
      site_theme: 'Барбершоп', site_language: 'Russian', description: 'Барбершоп в центре Казани: стрижки, бороды и бритьё.', contact_country: 'Russia',
      contact_address: 'Казань, ул. Баумана, 12', contact_phone: '+7 843 555-12-34', key_words: 'барбершоп Казань, стрижка бороды', stop_words: '',
      domain_name: 'barber-kazan.ru', file_extension: 'PHP', opening_hours: { days: [...open(['mon', 'tue', 'wed', 'thu', 'fri'], '09:00', '18:00'), ...open(['sat'], '10:00', '15:00')] },
    }),
    labels: { hours: 'Часы работы', email: 'Эл. почта' },
    lines: ['Пн–Пт 09:00–18:00', 'Сб 10:00–15:00'],
  },
  {
    name: 'a tutor who gives only a note',
    request: request({ site_theme: 'Tutoring', description: 'Maths tutoring for GCSE and A level.', key_words: 'maths tutor', domain_name: 'maths-with-ann.com', opening_hours: { note: 'Lessons by appointment only' } }),
    labels: { hours: 'Opening hours', email: 'Email' },
    lines: ['Lessons by appointment only'],
  },
];

/** The rows of the contact details of a page: each label (the dt's text) with its value's markup. */
function detailRows(html: string): Map<string, string> {
  return new Map([...html.matchAll(/<div><dt>([\s\S]*?)<\/dt><dd>([\s\S]*?)<\/dd><\/div>/g)].map((match) => [decode((match[1] ?? '').replace(/<[^>]+>/g, '')), match[2] ?? '']));
}

const footerOf = (html: string) => html.slice(html.indexOf('<footer'));
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>);
const businessNode = (html: string) => jsonLdOf(html).find((node) => node['@type'] === 'LocalBusiness');

// Every property schema.org gives LocalBusiness (through Organization, Place and Thing) that the engine writes.
const localBusinessProperties = new Set(['@context', '@type', '@id', 'url', 'description', 'logo', 'image', 'knowsLanguage', 'name', 'telephone', 'address', 'email', 'openingHoursSpecification']);

/** The (day, opens, closes) triples the JSON-LD says, after checking each node is a well-formed OpeningHoursSpecification. */
function specifiedHours(node: Record<string, unknown>): string[] {
  const specification = node.openingHoursSpecification;
  if (specification === undefined) return [];
  expect(Array.isArray(specification)).toBe(true);
  return (specification as Record<string, unknown>[]).flatMap((each) => {
    expect(Object.keys(each).sort()).toEqual(['@type', 'closes', 'dayOfWeek', 'opens']);
    expect(each['@type']).toBe('OpeningHoursSpecification');
    const { dayOfWeek, opens, closes } = each as { dayOfWeek: unknown; opens: string; closes: string };
    expect(opens).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(closes).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    expect(opens < closes).toBe(true);
    expect(Array.isArray(dayOfWeek) && dayOfWeek.length > 0).toBe(true);
    return (dayOfWeek as string[]).map((day) => {
      expect(Object.values(schemaDays).map((name) => `https://schema.org/${name}`)).toContain(day);
      return `${day} ${opens} ${closes}`;
    });
  });
}

function expectFactsShown(result: GenerationResult, item: Case): void {
  const pages = renderedPages(result);
  const { contact_email: email, opening_hours: hours } = item.request;
  const contactFile = result.sites[0]!.model.editions[0]!.pages.find((page) => page.key === 'contact')!.file;
  const contact = pages.find((page) => page.path === contactFile)!;
  const rows = detailRows(contact.html.split('<footer')[0] ?? '');
  if (email) expect(rows.get(item.labels.email)).toBe(`<a href="mailto:${email}">${email}</a>`);
  else expect(rows.has(item.labels.email)).toBe(false);
  const shown = [...(rows.get(item.labels.hours) ?? '').matchAll(/<span class="contact_\w+_line">([^<]*)<\/span>/g)].map((match) => decode(match[1] ?? ''));
  expect(shown).toEqual(item.lines);

  const expected = (hours?.days ?? []).map((day) => `https://schema.org/${schemaDays[day.day]} ${day.opens} ${day.closes}`).sort();
  for (const page of pages) {
    const footer = footerOf(page.html);
    if (email) expect(footer, page.path).toContain(`<li><a href="mailto:${email}">${email}</a></li>`);
    for (const line of item.lines) expect(footer, page.path).toContain(`<li>${line}</li>`);
    const node = businessNode(page.html)!;
    expect(Object.keys(node).filter((key) => !localBusinessProperties.has(key)), page.path).toEqual([]);
    expect(node['@context']).toBe('https://schema.org');
    expect(node.email, page.path).toBe(email);
    expect(specifiedHours(node).sort(), page.path).toEqual(expected);
  }
}

describe.each(cases)('the owner’s hours and email: $name', (item) => {
  test('show on the contact page and in every footer, and in every page’s JSON-LD as schema.org has them', async () => {
    expectFactsShown(await generate(item.request, { now: fixedNow }), item);
  });
});

describe('without hours or an email', () => {
  test('no page shows them or names them in its JSON-LD', async () => {
    const result = await generate(request({ domain_name: 'no-facts.com' }), { now: fixedNow });
    for (const page of renderedPages(result)) {
      expect(page.html, page.path).not.toMatch(/mailto:|Opening hours|openingHours|"email"/);
    }
    expect(result.sites[0]!.model.editions[0]!.footer.contact).toEqual([{ fact: 'address' }, { text: 'Italy' }, { fact: 'phone' }]);
  });
});

describe('the owner’s hours and email, with stop words among their words', () => {
  test('a day’s short name that is a stop word is written in full; a note or an email holding one is left out', async () => {
    const result = await generate(
      request({
        stop_words: 'sat, muddy, appointment', contact_country: 'United Kingdom', contact_email: 'muddy@groomers.co.uk',
        opening_hours: { days: open(['tue', 'wed', 'thu', 'fri', 'sat'], '08:30', '17:00'), note: 'Puppies by appointment' },
      }),
      { now: fixedNow },
    );
    for (const page of renderedPages(result)) {
      expect(footerOf(page.html), page.path).toContain('<li>Tuesday–Saturday 08:30–17:00</li>');
      expect(page.html, page.path).not.toMatch(/mailto:|Puppies/);
    }
  });
});

describe('a German site written by an AI model', () => {
  let server: FakeChatServer | undefined;
  afterAll(async () => server?.close());

  test('shows the hours with German day names and times, and the email, under German labels', async () => {
    const answers = JSON.parse(readFileSync(new URL('./support/recorded-answers/de.json', import.meta.url), 'utf8')) as ModelAnswers;
    server = await startFakeChatServer((chat) => ({ content: answerFor(answers, taskOf(chat)) }));
    const ai = new OpenAiCompatibleProvider({ baseUrl: server.url, apiKey: 'test-key', model: 'fake-model', backoffMs: 10, timeoutMs: 5000 });
    const german = {
      ...languageRequests.de,
      contact_email: 'hallo@sonnenkorn-baeckerei.de',
      opening_hours: { days: [...open(['tue', 'wed', 'thu', 'fri', 'sat'], '07:00', '18:00'), ...open(['sun'], '08:00', '12:00')], note: 'An Feiertagen geschlossen' },
    };
    const result = await generate(german, { ai, now: fixedNow });
    expectFactsShown(result, { name: 'German', request: german, labels: { hours: 'Öffnungszeiten', email: 'E-Mail' }, lines: ['Di–Sa 07:00–18:00 Uhr', 'So 08:00–12:00 Uhr', 'An Feiertagen geschlossen'] });
  });
});

describe('the email, edited once', () => {
  const count = (text: string, part: string) => text.split(part).length - 1;
  const textOf = (files: ReturnType<typeof renderSite>) => new Map([...files].flatMap(([file, content]): [string, string][] => (typeof content === 'string' ? [[file, content]] : [])));

  test('changes every mailto: link, footer, contact block and JSON-LD node of every language', async () => {
    const site = (await generate({ ...grooming.request, second_site_language: 'Russian', file_extension: 'PHP' }, { now: fixedNow })).sites[0]!;
    const before = textOf(renderSite(site.model, site.blobs));
    const { model, summary } = applySiteEdits(site.model, [{ op: 'text', path: '/business/email', value: 'bookings@muddy-paws.co.uk' }]);
    expect(summary).toBe('Changed the business’s email address on every page');
    const after = textOf(renderSite(model, site.blobs));
    expect([...before.values()].reduce((sum, text) => sum + count(text, 'hello@muddy-paws.co.uk'), 0)).toBeGreaterThan(20);
    for (const [file, text] of after) {
      expect(count(text, 'hello@muddy-paws.co.uk'), file).toBe(0);
      expect(count(text, 'bookings@muddy-paws.co.uk'), file).toBe(count(before.get(file)!, 'hello@muddy-paws.co.uk'));
    }
  });

  test('is refused when it is not an email address', async () => {
    const site = (await generate(grooming.request, { now: fixedNow })).sites[0]!;
    const edit = () => applySiteEdits(site.model, [{ op: 'text', path: '/business/email', value: 'call us' }]);
    expect(edit).toThrow(SiteEditError);
    expect(edit).toThrow('Write the email address in full, such as hello@example.com.');
  });
});
