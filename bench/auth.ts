// Login throughput and the cost of one argon2id hash (the /api/v1/user/me hot path is bench/api.ts), against the real server
// (a separate process, as in production) on the embedded SQLite default.
import autocannon from 'autocannon';
import { hashPassword } from '../apps/server/src/modules/auth/password.ts';
import { startProductServer } from '../e2e/support/product-server.ts';

const CONCURRENCY = 10;
const DURATION_S = 10;

const server = await startProductServer({ LOG_LEVEL: 'error' });
const url = server.url;
const credentials = { email: 'bench@example.com', password: 'bench-password-1' };
const post = (path: string, body: unknown) => fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
await post('/api/v1/auth/register', { name: 'Bench', ...credentials });
const hashTimes: number[] = [];
for (let i = 0; i < 20; i++) {
  const started = performance.now();
  await hashPassword(`password-${i}`);
  hashTimes.push(performance.now() - started);
}
hashTimes.sort((a, b) => a - b);
console.log(`argon2id hash (m=19 MiB, t=2, p=1): median ${hashTimes[10]!.toFixed(1)} ms over 20`);

const login = await autocannon({
  url: `${url}/api/v1/auth/login`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(credentials),
  connections: CONCURRENCY,
  duration: DURATION_S,
});
console.log(`POST /api/v1/auth/login: ${login.requests.average.toFixed(1)} req/s at ${CONCURRENCY} connections (${login.non2xx} non-2xx, p50 ${login.latency.p50} ms, p99 ${login.latency.p99} ms)`);

await server.stop();
