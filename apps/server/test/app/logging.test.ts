import { describe, expect, test } from 'vitest';
import { loggerOptions, prettyLogs } from '../../src/logger.ts';

describe('log format', () => {
  test('pretty lines only in development on a terminal; JSON in production, in tests and when piped', () => {
    expect(prettyLogs('development', true)).toBe(true);
    expect(prettyLogs('development', false)).toBe(false);
    expect(prettyLogs('production', true)).toBe(false);
    expect(prettyLogs('test', true)).toBe(false);
  });

  test('the logger options carry a pino-pretty stream exactly then', async () => {
    const pretty = await loggerOptions({ env: 'development', logLevel: 'info' }, { isTTY: true });
    expect(pretty).toMatchObject({ level: 'info', stream: expect.objectContaining({ write: expect.any(Function) }) });
    expect(await loggerOptions({ env: 'development', logLevel: 'debug' }, { isTTY: false })).toEqual({ level: 'debug' });
    expect(await loggerOptions({ env: 'production', logLevel: 'info' }, { isTTY: true })).toEqual({ level: 'info' });
  });
});
