import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Readable, coloured lines for a person watching a terminal in development; JSON lines everywhere else (production,
 * tests, output piped to a file or a log collector).
 */
export function prettyLogs(env: Config['env'], stdoutIsTTY: boolean): boolean {
  return env === 'development' && stdoutIsTTY;
}

/** Fastify's logger options: pino's JSON, or pino-pretty (loaded only then) when prettyLogs says so. */
export async function loggerOptions(
  config: Pick<Config, 'env' | 'logLevel'>,
  stdout: { isTTY?: boolean } = process.stdout,
): Promise<NonNullable<FastifyServerOptions['logger']>> {
  if (!prettyLogs(config.env, stdout.isTTY === true)) return { level: config.logLevel };
  const { default: pretty } = await import('pino-pretty');
  // Synchronous, so the last lines before an exit (a failed start) are not lost.
  return { level: config.logLevel, stream: pretty({ colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true }) };
}
