// Contact forms (issue 28): form posts per second on one instance on the embedded SQLite default, the whole path of a
// real message (the time token checked and recorded, the message stored, the owner's notification asked for), and
// beside it posts over the per-address limit (thanked and dropped). The target: at least 500 posts/s, p99 at
// most 50 ms. Each post comes from its own client address (X-Forwarded-For, TRUST_PROXY=loopback) with a fresh token
// signed 10 s before, spread over the twenty sites of two generations, so no limit is reached in the first run.
// First, before the load, the Lighthouse mobile scores of a published site's contact and thank-you pages as served
// (token and all; median of 3, target 100 each; the thank-you page is noindex, see seoWithoutNoindex).
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import { THANK_YOU_PAGE, formFields } from '../packages/shared/src/forms/index.ts';
import { signFormToken } from '../apps/server/src/modules/forms/form-token.ts';
import { POSTS_PER_SITE_AN_HOUR } from '../apps/server/src/modules/forms/post-limits.ts';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { startProductServer } from '../e2e/support/product-server.ts';
import { apiClient } from './support/api-client.ts';
import { printLighthouseMobile } from './support/lighthouse-runs.ts';

const CONNECTIONS = 10;
const GENERATIONS = 2;
/** A generation makes at most 10 sites. */
const SITES_EACH = 10;
const secret = randomBytes(32).toString('base64url');
const server = await startProductServer({ LOG_LEVEL: 'error', TRUST_PROXY: 'loopback', FORM_TOKEN_SECRET: secret });

const call = apiClient(server.url);

const describeRun = (result: autocannon.Result) =>
  `${result.requests.average.toFixed(0)} posts/s at ${CONNECTIONS} connections (${result.requests.total} posts, ${result['3xx']} answered 303, ${result.non2xx - result['3xx']} other non-2xx; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`;

try {
  const login = await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const { token } = (await login.json()) as { token: string };
  const sites: { trackId: string; host: string }[] = [];
  for (let generation = 0; generation < GENERATIONS; generation += 1) {
    const hosts = Array.from({ length: SITES_EACH }, (_, index) => `bench-form-${generation * SITES_EACH + index + 1}.com`);
    const request = generationRequest(hosts, { edit_after_generation: 'false' });
    await call('/generator', token, request);
    for (let status = ''; status !== 'completed'; await new Promise((resolve) => setTimeout(resolve, 200))) {
      status = (await call<{ status: string }>(`/generator/status/${request.track_id}`, token)).status;
      if (status === 'failed') throw new Error('the generation failed');
    }
    sites.push(...hosts.map((host) => ({ trackId: request.track_id, host })));
  }
  const { slug } = await call<{ slug: string }>(`/sites/${sites[0]!.trackId}/publication`, token, { host: sites[0]!.host });
  for (const page of ['contact.html', THANK_YOU_PAGE]) {
    await printLighthouseMobile(`${server.url}/p/${slug}/${page}`, { label: `/p/${slug}/${page}`, runs: 3, target: 100, bypassCsp: true, noindex: page === THANK_YOU_PAGE });
  }

  const forms = await Promise.all(sites.map(async (site) => new URL((await call<{ action: string }>(`/sites/${site.trackId}/sites/${site.host}/form`, token)).action).pathname));

  let serial = 0;
  const post = (fields: (index: number) => Record<string, string>, address: (index: number) => string) => ({
    method: 'POST' as const,
    setupRequest: (req: autocannon.Request) => {
      const index = serial++;
      const formPath = forms[index % forms.length]!;
      const body = new URLSearchParams(fields(index)).toString();
      return { ...req, path: formPath, body, headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `https://${sites[index % sites.length]!.host}/contact.html`, 'x-forwarded-for': address(index) } };
    },
  });
  const message = (index: number) => ({
    [formFields.name]: `Visitor ${index}`,
    [formFields.contact]: `visitor-${index}@example.com`,
    [formFields.message]: `Hello, do you deliver on Sundays? This is message number ${index}, written to look like a real one.`,
    [formFields.honeypot]: '',
    [formFields.token]: signFormToken(secret, forms[index % forms.length]!.split('/').at(-1)!, Date.now() - 10_000),
  });

  const accepted = await autocannon({
    url: server.url,
    connections: CONNECTIONS,
    amount: sites.length * POSTS_PER_SITE_AN_HOUR,
    requests: [post(message, (index) => `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`)],
  });
  const stored = await Promise.all(sites.map((site) => call<{ counts: { inbox: number; spam: number } }>(`/sites/${site.trackId}/sites/${site.host}/messages?limit=1`, token)));
  const inbox = stored.reduce((sum, site) => sum + site.counts.inbox, 0);
  console.log(`real messages (token checked and recorded, stored, notification asked for): ${describeRun(accepted)}; ${inbox} in the inboxes`);

  serial = 0;
  const dropped = await autocannon({ url: server.url, connections: CONNECTIONS, duration: 5, requests: [post(message, () => '192.0.2.1')] });
  console.log(`posts from one address over its limit (thanked and dropped): ${describeRun(dropped)}`);
} finally {
  await server.stop();
}
