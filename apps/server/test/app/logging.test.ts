import { describe, expect, test } from 'vitest';
import { pino } from 'pino';
import { loggerOptions, prettyLogs } from '../../src/logger.ts';
import { createOperatorLine } from '../../src/operator-lines.ts';

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

  test('without LOG_LEVEL a terminal shows warnings and errors only, collected logs keep info', async () => {
    expect(await loggerOptions({ env: 'development', logLevel: undefined }, { isTTY: true })).toMatchObject({ level: 'warn' });
    expect(await loggerOptions({ env: 'development', logLevel: undefined }, { isTTY: false })).toEqual({ level: 'info' });
    expect(await loggerOptions({ env: 'production', logLevel: undefined }, { isTTY: true })).toEqual({ level: 'info' });
  });
});

describe('lines for the person who started the server', () => {
  const capture = (isTTY: boolean) => {
    const written: string[] = [];
    return { written, stdout: { isTTY, write: (text: string) => written.push(text) } };
  };

  test('on a terminal they are printed plainly, even where the log level hides info', () => {
    const terminal = capture(true);
    const logged: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => logged.push(line) });
    createOperatorLine({ env: 'development', logLevel: undefined }, log, terminal.stdout)('Verification link for anna@example.com: http://x/#/verify-email/1');
    expect(terminal.written).toEqual(['Verification link for anna@example.com: http://x/#/verify-email/1\n']);
    expect(logged).toEqual([]);
  });

  test('elsewhere, and with LOG_LEVEL=silent, they go to the log at info', () => {
    for (const [config, isTTY] of [[{ env: 'production', logLevel: undefined }, true], [{ env: 'development', logLevel: 'silent' }, true], [{ env: 'development', logLevel: undefined }, false]] as const) {
      const out = capture(isTTY);
      const logged: string[] = [];
      const log = pino({ level: config.logLevel ?? 'info' }, { write: (line: string) => logged.push(line) });
      createOperatorLine(config, log, out.stdout)('Verification link for anna@example.com: http://x');
      expect(out.written).toEqual([]);
      expect(logged.map((line) => JSON.parse(line).msg)).toEqual(config.logLevel === 'silent' ? [] : ['Verification link for anna@example.com: http://x']);
    }
  });
});
