// Own domains (issue 29): the proxy's on-demand TLS `ask` endpoint, GET /api/v1/domains/ask?domain=, on one instance
// on the embedded SQLite default with 10,000 verified domains besides the one asked for. Target: p99 <= 5 ms. It makes
// no DNS lookup (the bench's DNS server counts the questions), only one indexed query: a verified domain (200), its
// www form (200), and an unknown name (404) are measured.
import path from 'node:path';
import autocannon from 'autocannon';
import SqliteDatabase from 'better-sqlite3';
import type { DomainBinding } from '../packages/shared/src/domains/index.ts';
import { startTestDns } from '../apps/server/test/support/dns-server.ts';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { startProductServer } from '../e2e/support/product-server.ts';
import { apiClient } from './support/api-client.ts';

const CONNECTIONS = 10;
const DURATION_S = 5;
const OTHER_DOMAINS = 10_000;
const DOMAIN = 'bench-bakery.com';

const dns = await startTestDns();
const server = await startProductServer({ LOG_LEVEL: 'error', PUBLISH_BY_HOST: 'true', DNS_SERVERS: dns.server });
const call = apiClient(server.url);

try {
  const login = await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
  const { token } = (await login.json()) as { token: string };
  const request = generationRequest([DOMAIN], { edit_after_generation: 'false' });
  await call('/generator', token, request);
  for (let status = ''; status !== 'completed'; await new Promise((resolve) => setTimeout(resolve, 200))) {
    status = (await call<{ status: string }>(`/generator/status/${request.track_id}`, token)).status;
    if (status === 'failed') throw new Error('the generation failed');
  }
  await call(`/sites/${request.track_id}/publication`, token, { host: DOMAIN });
  const domainPath = `${server.url}/api/v1/sites/${request.track_id}/sites/${DOMAIN}/domain`;
  const binding = (await (await fetch(domainPath, { method: 'PUT', headers: { authorization: `Bearer ${token}` } })).json()) as DomainBinding;
  // The TXT record verifies the domain; an ALIAS is no record a DNS answers with (it shows as the target's addresses).
  for (const record of binding.records) if (record.type !== 'ALIAS') dns.set(record.name, record.type, [record.value]);
  await fetch(`${domainPath}/check`, { method: 'POST', headers: { authorization: `Bearer ${token}` } });

  // The other customers' verified domains, written straight into the server's database.
  const sqlite = new SqliteDatabase(path.join(server.dataDir, 'sitecraft.db'));
  const insert = sqlite.prepare("INSERT INTO domain_bindings (domain, track_id, host, prefer, created_at, verified_at) VALUES (?, ?, ?, 'apex', 0, 0)");
  sqlite.transaction(() => {
    for (let index = 0; index < OTHER_DOMAINS; index += 1) insert.run(`other-${index}.com`, request.track_id, `other-${index}.com`);
  })();
  sqlite.close();

  // Warm-up, not counted: the first requests compile the route's code and prepare its statement.
  await autocannon({ url: `${server.url}/api/v1/domains/ask?domain=${DOMAIN}`, connections: CONNECTIONS, duration: 2 });
  const asked = dns.asked.length;
  for (const [label, name, status] of [
    ['verified domain (200)', DOMAIN, 200],
    ['its www form (200)', `www.${DOMAIN}`, 200],
    ['unknown name (404)', 'unknown-name.example', 404],
  ] as const) {
    const result = await autocannon({ url: `${server.url}/api/v1/domains/ask?domain=${name}`, connections: CONNECTIONS, duration: DURATION_S });
    const wrong = status === 200 ? result.non2xx : result['2xx'];
    console.log(
      `ask, ${label.padEnd(22)} ${result.requests.average.toFixed(0).padStart(6)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (target <= 5)${wrong ? `, ${wrong} wrong answers` : ''}`,
    );
  }
  console.log(`DNS questions during the runs: ${dns.asked.length - asked} (expected 0)`);
} finally {
  await server.stop();
  await dns.close();
}
