import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { prettyLogs } from './logger.ts';

/**
 * Lines for the person who started the server: the address to open, the link of a mail kept in the outbox. On a
 * terminal in development they are printed as they are, whatever LOG_LEVEL hides; wherever logs are collected they
 * are log lines at `info` like any other.
 */
export type OperatorLine = (text: string) => void;

export function createOperatorLine(
  config: Pick<Config, 'env' | 'logLevel'>,
  log: FastifyBaseLogger,
  stdout: { isTTY?: boolean; write(text: string): unknown } = process.stdout,
): OperatorLine {
  if (!prettyLogs(config.env, stdout.isTTY === true) || config.logLevel === 'silent') return (text) => log.info(text);
  return (text) => void stdout.write(`${text}\n`);
}
