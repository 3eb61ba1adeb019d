import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { confirm, mailedCode, me, sendConfirmation, signUpUnverified } from './confirmation-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  // pg's pool.end() resolves before its sockets are gone; dropping the database at once would kill the ten
  // connections this test opened while they close, an error event nobody listens to any more.
  await t.app.close();
  await new Promise((resolve) => setTimeout(resolve, 200));
  await t.close();
});

describe('simultaneous confirmations', () => {
  it('20 simultaneous uses of one code: exactly one succeeds and the 5 credits are granted once', async () => {
    const token = await signUpUnverified(t.app, 'race@example.com');
    await sendConfirmation(t.app, token, 'race@example.com');
    const code = await mailedCode(t.ctx, 'race@example.com');

    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(t.app, code)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array<number>(19).fill(400)]);
    expect(await me(t.app, token)).toMatchObject({ isEmailVerified: true, credits: 5 });
    const ledger = await t.ctx.db.selectFrom('credit_ledger').select('delta').execute();
    expect(ledger).toEqual([{ delta: 5 }]);
  });

  it('20 simultaneous uses of 20 codes of one account still grant the 5 credits once', async () => {
    const token = await signUpUnverified(t.app, 'many-codes@example.com');
    const codes: string[] = [];
    for (let index = 0; index < 20; index += 1) {
      await sendConfirmation(t.app, token, 'many-codes@example.com');
      codes.push(await mailedCode(t.ctx, 'many-codes@example.com'));
      t.clock.advance(60_000);
    }
    const answers = await Promise.all(codes.map((code) => confirm(t.app, code)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(await me(t.app, token)).toMatchObject({ credits: 5 });
  });
});
