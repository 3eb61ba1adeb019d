import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Readable, coloured lines for a person watching a terminal in development; JSON lines everywhere else (production,
 * tests, output piped to a file or a log collector).
 */
export function prettyLogs(env: Config['env'], stdoutIsTTY: boolean): boolean {
  return env === 'development' && stdoutIsTTY;
}

/**
 * The level when LOG_LEVEL is not set: on a terminal only warnings and errors, so a line per request does not bury
 * what the person needs (the start-up line and mailed links are printed apart, see operator-lines.ts); `info`
 * wherever the lines are collected.
 */
export function defaultLogLevel(pretty: boolean): string {
  return pretty ? 'warn' : 'info';
}

/** Fastify's logger options: pino's JSON, or pino-pretty (loaded only then) when prettyLogs says so. */
export async function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  stdout: { isTTY?: boolean } = process.stdout,
): Promise<NonNullable<FastifyServerOptions['logger']>> {
  const pretty = prettyLogs(config.env, stdout.isTTY === true);
  const level = config.logLevel ?? defaultLogLevel(pretty);
  if (!pretty) return { level };
  const { default: pinoPretty } = await import('pino-pretty');
  // Synchronous, so the last lines before an exit (a failed start) are not lost.
  return { level, stream: pinoPretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }) };
}
