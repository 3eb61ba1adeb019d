import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

/** The app with one extra route that answers only when the test releases it; `streamed` sends its headers first. */
async function appWithHeldRoute(streamed: boolean) {
  const t = await createTestApp();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  t.app.get('/held', async (_request, reply) => {
    if (!streamed) {
      await held;
      return { answered: true };
    }
    void reply.type('text/plain');
    return Readable.from(
      (async function* () {
        yield 'first part, ';
        await held;
        yield 'last part';
      })(),
    );
  });
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, url, release };
}

/** 'closed' once close() has finished, 'still open' after 10 s (a kept-alive connection would hold it for 72 s). */
const closedWithin10s = (closing: Promise<unknown>) => Promise.race([closing.then(() => 'closed'), sleep(10_000).then(() => 'still open')]);

describe('a shutdown with a request in flight on a kept-alive connection', () => {
  it('answers it, with connection: close, and then closes without waiting for the client to drop the connection', async () => {
    const { t, url, release } = await appWithHeldRoute(false);
    const answer = fetch(`${url}/held`);
    await sleep(100);
    const closing = t.app.close();
    // The answer comes after the server has stopped listening and closed the connections that were idle then.
    await sleep(200);
    release();
    const response = await answer;
    expect(await response.json()).toEqual({ answered: true });
    expect(response.headers.get('connection')).toBe('close');
    expect(await closedWithin10s(closing)).toBe('closed');
    await t.close();
  });

  it('finishes an answer whose headers went out before the shutdown, then closes its connection', async () => {
    const { t, url, release } = await appWithHeldRoute(true);
    const response = await fetch(`${url}/held`);
    const closing = t.app.close();
    await sleep(200);
    release();
    expect(await response.text()).toBe('first part, last part');
    expect(await closedWithin10s(closing)).toBe('closed');
    await t.close();
  });
});
