import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

describe('the queue settings', () => {
  it('run GENERATION_CONCURRENCY workers in the API process unless WORKERS says otherwise; WORKERS=0 is an API-only instance', () => {
    expect(loadConfig({}).generation.concurrency).toBe(2);
    expect(loadConfig({ GENERATION_CONCURRENCY: '3' }).generation.concurrency).toBe(3);
    expect(loadConfig({ GENERATION_CONCURRENCY: '3', WORKERS: '0' }).generation.concurrency).toBe(0);
    expect(loadConfig({ WORKERS: '5' }).generation.concurrency).toBe(5);
    expect(() => loadConfig({ WORKERS: '-1' })).toThrow(/WORKERS/);
  });

  it('use BullMQ on Redis only when REDIS_URL is set, every key under REDIS_PREFIX', () => {
    expect(loadConfig({}).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).redis).toBeUndefined();
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379' }).redis).toEqual({ url: 'redis://cache:6379', prefix: 'sitecraft' });
    expect(loadConfig({ REDIS_URL: 'redis://cache:6379', REDIS_PREFIX: 'shop-2' }).redis?.prefix).toBe('shop-2');
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/REDIS_PREFIX/);
  });

  it('honour GENERATION_TEST_DELAY_MS in tests only', () => {
    expect(loadConfig({ NODE_ENV: 'test', GENERATION_TEST_DELAY_MS: '150' }).queue.testDelayMs).toBe(150);
    expect(loadConfig({ NODE_ENV: 'development', GENERATION_TEST_DELAY_MS: '150' }).queue.testDelayMs).toBe(0);
    expect(loadConfig({}).queue).toEqual({ leaseMs: 30_000, retryDelayMs: 10_000, testDelayMs: 0 });
  });
});
