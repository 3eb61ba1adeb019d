import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SiteCraft AI <no-reply@sitecraft.local>'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10 * 60 * 1000),
  WEBHOOK_SECRET: z.string().min(24, 'WEBHOOK_SECRET must be at least 24 characters').optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** A PostgreSQL URL, or undefined for the embedded SQLite file under dataDir. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  webDist: string;
  logLevel: string;
  trustProxy: boolean;
  generation: { concurrency: number; timeoutMs: number };
  /** Signs the messages of workers that run elsewhere; without it the webhook endpoint is off. */
  webhookSecret: string | undefined;
  /** An OpenAI-compatible endpoint; without a base URL the offline composer writes the texts. */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
};

/**
 * The directory the command was started in. npm runs a workspace's script inside the workspace (apps/server), so the
 * process's own directory is not it; npm passes the directory it was started in as INIT_CWD. Without npm, the current
 * directory. `.env` is read from here, and relative paths (DATA_DIR, WEB_DIST) are resolved against it.
 */
export function launchDir(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.INIT_CWD || process.cwd());
}

/**
 * Adds the variables of `<dir>/.env` to env, keeping every variable env already has (the real environment wins over
 * the file). Returns the path of the file read, or undefined when there is none.
 */
export function loadEnvFile(env: NodeJS.ProcessEnv = process.env, dir: string = launchDir(env)): string | undefined {
  const file = path.join(dir, '.env');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  for (const [key, value] of Object.entries(parseEnv(text))) {
    if (env[key] === undefined && value !== undefined) env[key] = value;
  }
  return file;
}

/**
 * Reads the configuration from the environment; every variable has a working default (see .env.example).
 * Relative paths are taken from the directory the command was started in (see launchDir).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const vars = parsed.data;
  const base = launchDir(env);
  if (vars.NODE_ENV === 'production' && !vars.WEBHOOK_SECRET) {
    throw new Error('Invalid configuration: WEBHOOK_SECRET must be set when NODE_ENV=production');
  }
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(base, vars.DATA_DIR),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    databaseUrl: vars.DATABASE_URL || undefined,
    smtpUrl: vars.SMTP_URL || undefined,
    mailFrom: vars.MAIL_FROM,
    webDist: path.resolve(base, vars.WEB_DIST),
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    generation: { concurrency: vars.GENERATION_CONCURRENCY, timeoutMs: vars.GENERATION_TIMEOUT_MS },
    webhookSecret: vars.WEBHOOK_SECRET || undefined,
    ai: { baseUrl: vars.AI_BASE_URL || undefined, apiKey: vars.AI_API_KEY || undefined, model: vars.AI_MODEL },
  };
}
