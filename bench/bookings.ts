// Booking requests (issue 41): a published site's Book page as the product serves it (its free slots put in at serve
// time from the opening hours, the rules and the accepted bookings), beside the same site's contact page (a time token
// put in). Prints the Lighthouse mobile scores of the Book page (median of 3, target 100 each), then requests per second
// of each page on one instance on the embedded SQLite default (target: the Book page at least 0.8 times the contact
// page's rate).
import autocannon from 'autocannon';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { startProductServer } from '../e2e/support/product-server.ts';
import { apiClient } from './support/api-client.ts';
import { printLighthouseMobile } from './support/lighthouse-runs.ts';

const CONNECTIONS = 10;
const SECONDS = 10;
const host = 'bench-bookings.com';
const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const server = await startProductServer({ LOG_LEVEL: 'error' });
const call = apiClient(server.url);

const rate = async (path: string) => {
  const result = await autocannon({ url: `${server.url}${path}`, connections: CONNECTIONS, duration: SECONDS });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result;
};

try {
  const login = await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const { token } = (await login.json()) as { token: string };
  const request = generationRequest([host], {
    site_theme: 'Pet Care',
    description: 'A dog grooming salon in Leeds: full grooms, baths and nail clipping for dogs of every size.',
    contact_country: 'United Kingdom',
    contact_address: '1 Kirkstall Road, Leeds',
    opening_hours: { days: weekdays.map((day) => ({ day, opens: '09:00', closes: '18:00' })) },
    offers: [{ name: 'Full groom', price: '£45' }, { name: 'Nail clipping', price: '£10' }],
    bookings: { enabled: true, slot_minutes: 30, days_ahead: 21, notice_hours: 12 },
    edit_after_generation: 'false',
  });
  await call('/generator', token, request);
  for (let status = ''; status !== 'completed'; await new Promise((resolve) => setTimeout(resolve, 200))) {
    status = (await call<{ status: string }>(`/generator/status/${request.track_id}`, token)).status;
    if (status === 'failed') throw new Error('the generation failed');
  }
  const { slug } = await call<{ slug: string }>(`/sites/${request.track_id}/publication`, token, { host });
  const book = `/p/${slug}/book.html`;
  const contact = `/p/${slug}/contact.html`;
  const page = await (await fetch(`${server.url}${book}`)).text();
  const slots = (page.match(/<option value="\d{4}-\d\d-\d\dT\d\d:\d\d"/g) ?? []).length;
  if (slots === 0) throw new Error(`${book} offers no free slot`);
  console.log(`${book}: ${slots} free slots served`);

  await printLighthouseMobile(`${server.url}${book}`, { label: book, runs: 3, target: 100, bypassCsp: true });

  const contactRun = await rate(contact);
  const bookRun = await rate(book);
  const ratio = bookRun.requests.average / contactRun.requests.average;
  const line = (label: string, result: autocannon.Result) => `${label}: ${result.requests.average.toFixed(0)} requests/s at ${CONNECTIONS} connections (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`;
  console.log(line('contact page', contactRun));
  console.log(line('Book page', bookRun));
  console.log(`Book page / contact page: ${ratio.toFixed(2)} (target at least 0.8) ${ratio >= 0.8 ? 'met' : 'MISSED'}`);
} finally {
  await server.stop();
}
