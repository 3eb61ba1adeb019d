import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { healthResponseSchema } from '@sitecraft/shared/health';
import { healthRoutes } from '../../src/modules/health/health-routes.ts';
import { call, createTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('GET /api/v1/health', () => {
  it('answers 200 with the database (and every other configured dependency) reachable', async () => {
    t = await createTestApp();
    const response = await call(t.app, 'GET', '/api/v1/health');
    expect(response.status).toBe(200);
    const body = healthResponseSchema.parse(response.body);
    expect(body).toMatchObject({ success: true, status: 'ok', checks: { database: 'ok' } });
    expect(Object.values(body.checks).every((result) => result === 'ok')).toBe(true);
  });

  it('answers 503 naming the database when it does not answer, so Docker and the proxy take the instance out', async () => {
    t = await createTestApp();
    await t.app.ready();
    await t.ctx.db.destroy();
    const response = await call(t.app, 'GET', '/api/v1/health');
    expect(response.status).toBe(503);
    expect(healthResponseSchema.parse(response.body)).toMatchObject({ success: false, status: 'unavailable', message: expect.stringContaining('database'), checks: { database: 'unreachable' } });
  });
});

describe('health probes', () => {
  async function healthApp(probes: Parameters<typeof healthRoutes>[1]) {
    const app = Fastify({ logger: false });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register((scope) => healthRoutes(scope, probes, { timeoutMs: 50 }));
    return app;
  }

  it('a dependency that never answers is reported unreachable after the time limit, the others still ok', async () => {
    const app = await healthApp({ database: async () => undefined, queue: () => new Promise(() => {}), storage: async () => undefined });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, status: 'unavailable', message: 'unreachable: queue', checks: { database: 'ok', queue: 'unreachable', storage: 'ok' } });
    await app.close();
  });

  it('a failing probe is unreachable without its cause in the answer (the cause goes to the log)', async () => {
    const app = await healthApp({ database: async () => undefined, storage: async () => Promise.reject(new Error('secret-access-key rejected')) });
    const response = await app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(503);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toMatchObject({ checks: { database: 'ok', storage: 'unreachable' } });
    await app.close();
  });
});
