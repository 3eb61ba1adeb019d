// What the SSE benchmarks share: client processes that hold the streams, and a stage message sent as a remote worker does.
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { signWebhook } from '../../apps/server/src/modules/generator/webhook-signature.ts';
import type { ClientCommand, ClientReport } from './sse-clients.ts';

/** Publishes one stage message the way a remote worker does: a signed webhook. */
export async function publishByWebhook(baseUrl: string, secret: string, trackId: string, marker: string): Promise<void> {
  const payload = JSON.stringify({ track_id: trackId, status: 'building_html', message: marker });
  const id = `msg_${randomUUID()}`;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers = { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signWebhook(secret, id, timestamp, payload) };
  const response = await fetch(`${baseUrl}/api/v1/generator/webhook`, { method: 'POST', headers, body: payload });
  if (!response.ok) throw new Error(`webhook: ${response.status} ${await response.text()}`);
}

/** `count` client processes (sse-clients.ts); `ask` sends each a command and waits for each one's answer. */
export function startClients(count: number) {
  const children: ChildProcess[] = Array.from({ length: count }, () => fork(path.join(import.meta.dirname, 'sse-clients.ts'), { execArgv: ['--import', 'tsx'] }));
  const ask = <T extends ClientReport['type']>(command: ClientCommand | ((index: number) => ClientCommand), answer: T, timeoutMs = 120_000) =>
    Promise.all(
      children.map((child, index) => {
        const reply = new Promise<Extract<ClientReport, { type: T }>>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error(`no '${answer}' from client ${index} within ${timeoutMs} ms`)), timeoutMs);
          const listen = (message: ClientReport) => {
            if (message.type !== answer) return;
            clearTimeout(timer);
            child.off('message', listen);
            resolve(message as Extract<ClientReport, { type: T }>);
          };
          child.on('message', listen);
        });
        child.send(typeof command === 'function' ? command(index) : command);
        return reply;
      }),
    );
  return { ask };
}

