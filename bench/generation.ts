// Generation service numbers against the real server process (offline composer, SQLite):
// the median time from POST to `completed`, and for 1,000 SSE subscribers of one generation, the server's
// memory per connection and the time one progress message takes to reach all of them.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import { readEventStream } from '../apps/server/test/support/sse-client.ts';
import { generationRequest } from '../apps/server/test/support/generation.ts';
import { signWebhook } from '../apps/server/src/modules/generator/webhook-signature.ts';
import { startFakeChatServer, taskOf } from '../packages/sitegen/test/support/fake-chat-server.ts';
import { answerFor, modelAnswers } from '../packages/sitegen/test/support/model-answers.ts';
import { startProductServer, type ProductServer } from '../e2e/support/product-server.ts';

const RUNS = 20;
const SUBSCRIBERS = 1000;
const SECRET = 'bench-webhook-secret-0123456789abcdef';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const rssKiB = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);

async function devToken(server: ProductServer): Promise<string> {
  const response = await fetch(`${server.url}/api/v1/dev/login`, { method: 'POST' });
  return ((await response.json()) as { token: string }).token;
}

async function startGeneration(server: ProductServer, token: string, domains: string[]) {
  const body = generationRequest(domains);
  const response = await fetch(`${server.url}/api/v1/generator`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`start failed: ${response.status} ${await response.text()}`);
  return body;
}

async function postToCompleted(): Promise<void> {
  const server = await startProductServer({ LOG_LEVEL: 'error' });
  const token = await devToken(server);
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    const body = await startGeneration(server, token, [`bench-${run}.com`]);
    const { messages } = await readEventStream(`${server.url}/api/v1/generator/sse?track_id=${body.track_id}`, { authorization: `Bearer ${token}` });
    if (messages.at(-1)?.status !== 'completed') throw new Error(`run ${run} ended ${messages.at(-1)?.status}`);
    times.push(performance.now() - started);
  }
  console.log(`POST /api/v1/generator to 'completed' on the stream (1 site, offline composer): median ${median(times).toFixed(0)} ms over ${RUNS} runs`);
  await server.stop();
}

async function fanOut(): Promise<void> {
  const probe = generationRequest(['fan-out.com']);
  const answers = await modelAnswers(probe, 'Bench:');
  // A slow model keeps one generation running while the subscribers connect.
  const ai = await startFakeChatServer((request) => ({ delayMs: 60_000, content: answerFor(answers, taskOf(request)) }));
  const server = await startProductServer({ LOG_LEVEL: 'error', AI_BASE_URL: ai.url, AI_MODEL: 'bench', WEBHOOK_SECRET: SECRET });
  const token = await devToken(server);
  const body = await startGeneration(server, token, ['fan-out.com']);
  await new Promise((resolve) => setTimeout(resolve, 500));

  const pid = server.process.pid!;
  const before = rssKiB(pid);
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const marker = `ping-${randomUUID()}`;
  let received = 0;
  let allReceived: () => void = () => {};
  const done = new Promise<void>((resolve) => (allReceived = resolve));
  const requests: http.ClientRequest[] = [];
  await Promise.all(
    Array.from({ length: SUBSCRIBERS }, () =>
      new Promise<void>((resolve, reject) => {
        const request = http.get(`${server.url}/api/v1/generator/sse?track_id=${body.track_id}`, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
          let seen = false;
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (chunk.includes('"connected"')) resolve();
            if (!seen && chunk.includes(marker)) {
              seen = true;
              if (++received === SUBSCRIBERS) allReceived();
            }
          });
        });
        request.on('error', reject);
        requests.push(request);
      }),
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = rssKiB(pid);

  const payload = JSON.stringify({ track_id: body.track_id, status: 'building_html', message: marker });
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const sent = performance.now();
  await fetch(`${server.url}/api/v1/generator/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(SECRET, id, timestamp, payload) },
    body: payload,
  });
  await done;
  const fanOutMs = performance.now() - sent;

  console.log(`${SUBSCRIBERS} SSE subscribers of one generation: server RSS +${((after - before) / 1024).toFixed(1)} MiB, ${((after - before) / SUBSCRIBERS).toFixed(1)} KiB per connection`);
  console.log(`one progress message (signed webhook in, SSE out) reached all ${SUBSCRIBERS} subscribers in ${fanOutMs.toFixed(0)} ms`);
  for (const request of requests) request.destroy();
  agent.destroy();
  await server.stop('SIGKILL');
  await ai.close();
}

await postToCompleted();
await fanOut();
