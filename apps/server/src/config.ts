import { createHmac } from 'node:crypto';
import { Resolver } from 'node:dns';
import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { z } from 'zod';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * TRUST_PROXY: "false" (default: the client is the TCP peer), "true" (one proxy in front: the client is the address
 * that proxy saw, the right-most of X-Forwarded-For), a number of hops, or a comma-separated list of the proxies'
 * addresses or subnets ("loopback", "10.0.0.0/8"). Never "trust everything": the left-most X-Forwarded-For entry is
 * whatever the client wrote, and the login throttle and rate limits key on the client address.
 */
function parseTrustProxy(value: string, context: z.RefinementCtx): false | number | string[] {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false' || text === '0') return false;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  const proxies = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const named = new Set(['loopback', 'linklocal', 'uniquelocal']);
  const bad = proxies.filter((entry) => !named.has(entry) && !/^[0-9a-f.:]+(\/\d{1,3})?$/.test(entry));
  if (bad.length > 0) context.addIssue({ code: 'custom', message: `not a hop count or proxy address: ${bad.join(', ')}` });
  return proxies;
}

/** A comma-separated list, trimmed, without empty entries. */
const commaList = (value: string) => value.split(',').map((entry) => entry.trim()).filter(Boolean);

/** PUBLISH_IPS: the addresses an own domain's A and AAAA records point at. */
function parseAddresses(value: string, context: z.RefinementCtx): string[] {
  const addresses = commaList(value);
  const bad = addresses.filter((address) => isIP(address) === 0);
  if (bad.length > 0) context.addIssue({ code: 'custom', message: `not an IPv4 or IPv6 address: ${bad.join(', ')}` });
  return addresses;
}

/** DNS_SERVERS: the resolvers "Check now" asks, as node:dns takes them ("1.1.1.1", "127.0.0.1:5353", "[::1]:53"). */
function parseDnsServers(value: string, context: z.RefinementCtx): string[] | undefined {
  const servers = commaList(value);
  if (servers.length === 0) return undefined;
  try {
    new Resolver().setServers(servers);
  } catch (error) {
    context.addIssue({ code: 'custom', message: `not a DNS server address: ${(error as Error).message}` });
  }
  return servers;
}

/** Every variable the server reads; the deployment test checks compose.yaml, .env.example and the README against it. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  PUBLIC_URL: z.url().optional(),
  DATABASE_URL: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('SiteCraft AI <no-reply@sitecraft.local>'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(1).default(5_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().min(1).default(15 * 60 * 1000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(15),
  WEB_DIST: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  DEV_LOGIN: z.stringbool().default(false),
  API_DOCS: z.stringbool().optional(),
  GENERATION_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  GENERATION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(10 * 60 * 1000),
  WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  REDIS_URL: z.string().optional(),
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9_.:{}-]+$/, 'letters, digits and _ . : { } - only').default('sitecraft'),
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  GENERATION_LEASE_MS: z.coerce.number().int().min(1000).default(30_000),
  GENERATION_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(10_000),
  GENERATION_TEST_DELAY_MS: z.coerce.number().int().min(0).default(0),
  WEBHOOK_SECRET: z.string().min(24, 'WEBHOOK_SECRET must be at least 24 characters').optional(),
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().default('gpt-4o-mini'),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.url().or(z.literal('')).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().optional(),
  S3_PREFIX: z.string().optional(),
  PUBLISH_ORIGIN: z.url().optional(),
  PUBLISH_BY_HOST: z.stringbool().default(false),
  PUBLISH_TARGET: z.string().regex(/^[A-Za-z0-9.-]+$/, 'a host name').optional(),
  PUBLISH_IPS: z.string().default('').transform(parseAddresses),
  DNS_SERVERS: z.string().default('').transform(parseDnsServers),
  FORM_TOKEN_SECRET: z.string().min(24, 'FORM_TOKEN_SECRET must be at least 24 characters').optional(),
  FORM_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
  FORM_WEBHOOK_PRIVATE_ADDRESSES: z.stringbool().default(false),
});

type EnvVars = z.infer<typeof envSchema>;

export interface MailDeliverySettings {
  /** How long connecting, the greeting and each answer of the SMTP server may take before the attempt fails. */
  smtpTimeoutMs: number;
  /** The wait after the first failed attempt; it doubles after each further one, up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Attempts before a mail is marked failed with its last error. */
  maxAttempts: number;
}

/** An S3-compatible bucket that keeps the artifacts instead of DATA_DIR/artifacts (see s3Settings). */
export interface S3Settings {
  bucket: string;
  /** MinIO, R2, s3rver…; undefined for AWS itself. */
  endpoint: string | undefined;
  region: string;
  /** Both keys, or undefined to use the SDK's default chain (AWS_* variables, shared files, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket.host/key or host/bucket/key (MinIO and most self-hosted servers need the latter). */
  forcePathStyle: boolean;
  /** Put before every key: '' or a path ending in '/'. */
  prefix: string;
}

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
  /** Delivery of the outbox when smtpUrl is set: the SMTP time limits and the retries (see MailDeliverySettings). */
  mail: MailDeliverySettings;
  webDist: string;
  /** LOG_LEVEL; unset: `warn` on a terminal in development, else `info` (see defaultLogLevel). */
  logLevel: string | undefined;
  /** false, a number of proxy hops, or the addresses/subnets of the proxies (see parseTrustProxy). */
  trustProxy: false | number | string[];
  /** The login page's DEV button and the dev outbox reader (/api/v1/dev/*), for this machine only; never in production. */
  devLogin: boolean;
  /** How long a session's account is kept in memory; 0 reads it on every request. */
  sessionCacheMs: number;
  /** The OpenAPI page at /api/docs: on by default except in production. */
  apiDocs: boolean;
  /** Generations this process runs at once (WORKERS, else GENERATION_CONCURRENCY; 0: an API-only instance), and the time limit of one. */
  generation: { concurrency: number; timeoutMs: number };
  /** BullMQ, progress fan-out and the rate-limit counters on this Redis (REDIS_URL), every key under `prefix:`; undefined: all embedded. */
  redis: { url: string; prefix: string } | undefined;
  /**
   * How workers hold and retry jobs: a holder that has not renewed its lease for leaseMs is gone and its job is taken
   * over; a failed BullMQ attempt is retried after retryDelayMs, doubling. testDelayMs slows the engine's stages
   * (NODE_ENV=test only, else 0).
   */
  queue: { leaseMs: number; retryDelayMs: number; testDelayMs: number };
  /** Signs the messages of workers that run elsewhere; without it the webhook endpoint is off. */
  webhookSecret: string | undefined;
  /** An OpenAI-compatible endpoint; without a base URL the offline composer writes the texts. */
  ai: { baseUrl: string | undefined; apiKey: string | undefined; model: string };
  /** Where ZIPs and site models are kept: this bucket when S3_BUCKET is set, else DATA_DIR/artifacts. */
  s3: S3Settings | undefined;
  /**
   * Published sites: the origin their links point at (PUBLISH_ORIGIN, else publicUrl), and whether a request whose
   * Host is a published site's domain is served that site at / (PUBLISH_BY_HOST).
   */
  publish: { origin: string; byHost: boolean };
  /**
   * Own domains (see modules/domains): the host name a customer's CNAME points at (PUBLISH_TARGET, else
   * PUBLISH_ORIGIN's host name), the addresses of an apex domain's A and AAAA records (PUBLISH_IPS), and the resolvers
   * "Check now" and the upkeep ask (DNS_SERVERS; undefined: the system's).
   */
  domains: { target: string; ips: string[]; dnsServers: string[] | undefined };
  /**
   * Contact forms of generated sites: the key that signs the time tokens of served pages (see formTokenSecret;
   * undefined: one made once and kept in the database), how many days inbox messages are kept, and whether a site's
   * webhook may reach loopback and private addresses.
   */
  forms: { tokenSecret: string | undefined; retentionDays: number; webhookPrivateAddresses: boolean };
};

/** The bucket settings when S3_BUCKET is set; a half-given key pair or S3 settings without a bucket are errors, not ignored. */
function s3Settings(vars: EnvVars): S3Settings | undefined {
  const accessKeyId = vars.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = vars.S3_SECRET_ACCESS_KEY || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('Invalid configuration: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  const endpoint = vars.S3_ENDPOINT || undefined;
  if (!vars.S3_BUCKET) {
    if (endpoint || accessKeyId || vars.S3_PREFIX) throw new Error('Invalid configuration: S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_PREFIX need S3_BUCKET');
    return undefined;
  }
  const prefix = (vars.S3_PREFIX ?? '').replace(/^\/+|\/+$/g, '');
  return {
    bucket: vars.S3_BUCKET,
    endpoint,
    region: vars.S3_REGION,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: vars.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    prefix: prefix ? `${prefix}/` : '',
  };
}

/**
 * FORM_TOKEN_SECRET, else a key derived from WEBHOOK_SECRET (required in production), so instances that share one
 * sign alike; else (development and tests only) undefined: the server then makes a key once and keeps it in the
 * database, so pages served before a restart still post valid tokens after it.
 */
function formTokenSecret(vars: EnvVars): string | undefined {
  if (vars.FORM_TOKEN_SECRET) return vars.FORM_TOKEN_SECRET;
  if (vars.WEBHOOK_SECRET) return createHmac('sha256', vars.WEBHOOK_SECRET).update('sitecraft form tokens').digest('base64url');
  return undefined;
}

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
  if (vars.NODE_ENV === 'production' && vars.DEV_LOGIN) {
    throw new Error('Invalid configuration: DEV_LOGIN cannot be on when NODE_ENV=production');
  }
  const publicUrl = (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, '');
  const publishOrigin = (vars.PUBLISH_ORIGIN ?? publicUrl).replace(/\/+$/, '');
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir: path.resolve(base, vars.DATA_DIR),
    publicUrl,
    databaseUrl: vars.DATABASE_URL || undefined,
    smtpUrl: vars.SMTP_URL || undefined,
    mailFrom: vars.MAIL_FROM,
    mail: { smtpTimeoutMs: vars.SMTP_TIMEOUT_MS, retryBaseMs: vars.MAIL_RETRY_BASE_MS, retryMaxMs: vars.MAIL_RETRY_MAX_MS, maxAttempts: vars.MAIL_MAX_ATTEMPTS },
    webDist: path.resolve(base, vars.WEB_DIST),
    logLevel: vars.LOG_LEVEL,
    trustProxy: vars.TRUST_PROXY,
    devLogin: vars.DEV_LOGIN,
    sessionCacheMs: vars.SESSION_CACHE_MS,
    apiDocs: vars.API_DOCS ?? vars.NODE_ENV !== 'production',
    generation: { concurrency: vars.WORKERS ?? vars.GENERATION_CONCURRENCY, timeoutMs: vars.GENERATION_TIMEOUT_MS },
    redis: vars.REDIS_URL ? { url: vars.REDIS_URL, prefix: vars.REDIS_PREFIX } : undefined,
    queue: {
      leaseMs: vars.GENERATION_LEASE_MS,
      retryDelayMs: vars.GENERATION_RETRY_DELAY_MS,
      testDelayMs: vars.NODE_ENV === 'test' ? vars.GENERATION_TEST_DELAY_MS : 0,
    },
    webhookSecret: vars.WEBHOOK_SECRET || undefined,
    ai: { baseUrl: vars.AI_BASE_URL || undefined, apiKey: vars.AI_API_KEY || undefined, model: vars.AI_MODEL },
    s3: s3Settings(vars),
    publish: { origin: publishOrigin, byHost: vars.PUBLISH_BY_HOST },
    domains: { target: (vars.PUBLISH_TARGET ?? new URL(publishOrigin).hostname).toLowerCase().replace(/\.$/, ''), ips: vars.PUBLISH_IPS, dnsServers: vars.DNS_SERVERS },
    forms: { tokenSecret: formTokenSecret(vars), retentionDays: vars.FORM_RETENTION_DAYS, webhookPrivateAddresses: vars.FORM_WEBHOOK_PRIVATE_ADDRESSES },
  };
}
