// `npm run fuzz [-- --requests 10000 --seed 42]`: sends hostile requests to every API operation of the real app and
// fails when any answer is a 5xx. With DATABASE_URL naming a PostgreSQL server it runs on a fresh database there
// (created and dropped here); without it, on the embedded SQLite file in a temporary directory. --by-operation prints
// the statuses of each operation, to see which handlers the run reached.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createPostgresDatabase } from '../apps/server/test/support/test-database.ts';

const { values: flags } = parseArgs({
  options: { requests: { type: 'string', default: '10000' }, seed: { type: 'string', default: '20261123' }, 'by-operation': { type: 'boolean', default: false } },
});
const REQUESTS = Number(flags.requests);
const SEED = Number(flags.seed);
const PARALLEL = 16;
/** The dev endpoints are off in production; logout takes no input and would end the sessions the run uses. */
const skipped = new Set(['/api/v1/dev/login', '/api/v1/dev/outbox', '/api/v1/auth/logout']);

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  default?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchema>;
}

interface Operation {
  method: string;
  path: string;
  query: [name: string, schema: JsonSchema][];
  body: [name: string, schema: JsonSchema][];
}

type OpenApiOperation = {
  parameters?: { in: string; name: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
};

/** Every operation of the API as the OpenAPI document describes it. */
function operationsOf(document: { paths?: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(document.paths ?? {}).flatMap(([route, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path: route,
      query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter): [string, JsonSchema] => [parameter.name, parameter.schema ?? {}]),
      body: Object.entries(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
    })),
  );
}

/**
 * A value the schema accepts, so that a request with one hostile field gets past the others and its hostile value
 * reaches the code behind the validation (the database, the mailer) instead of stopping at a 400 for another field.
 */
function validExample(name: string, schema: JsonSchema, serial: number): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  if (schema.type === 'integer' || schema.type === 'number') return Math.min(Math.max(1, schema.minimum ?? 1), schema.maximum ?? 1);
  if (schema.type === 'boolean') return true;
  if (schema.type === 'array') return [];
  if (schema.type === 'object') return {};
  if (schema.format === 'email' || /email/i.test(name)) return `fuzz-${serial}@example.com`;
  if (schema.format === 'uuid') return randomUUID();
  const candidates = ['fuzz', 'correct-horse-1', '1', 'example.com', 'a'.repeat(40)];
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  return candidates.find(fits) ?? 'fuzz';
}

const controlCharacter = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));
const hostileText = fc.oneof(
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 3, arbitrary: fc.tuple(fc.string({ maxLength: 10 }), controlCharacter, fc.string({ maxLength: 10 })).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(
    '', ' ', '\u0000', 'a\u0000b', '\u202e', '%00', '%', '../../etc/passwd', "'; DROP TABLE accounts; --", '<script>alert(1)</script>',
    '{{brand}}', '🧩'.repeat(50), 'x'.repeat(5000), 'user@example.com', 'not-an-email', '00000000-0000-0000-0000-000000000000',
    'NaN', 'Infinity', '-1', '0', '1e309', 'true', 'null', '__proto__', 'constructor',
  ) },
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 2 ** 63, -0),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 25 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileText, { maxKeys: 3 }),
);

/** Arrays and objects up to 6,000 levels deep, as a whole body or inside a field: the server walks them without recursion. */
const deeplyNested = fc.record({ levels: fc.integer({ min: 20, max: 6000 }), openers: fc.constantFrom('[', '{"a":', '{"name":[', '{"edits":[{"value":') }).map(({ levels, openers }) => {
  const closers = [...openers].filter((char) => char === '[' || char === '{').map((char) => (char === '[' ? ']' : '}')).reverse().join('');
  return `${openers.repeat(levels)}"x"${closers.repeat(levels)}`;
});

/** What a request does with one field: leave it out, send a value the schema accepts, or send a hostile one. */
type FieldPlan = { mode: 'absent' | 'valid' | 'hostile'; value: unknown };
const FIELDS = 24;

interface Plan {
  operation: number;
  /** A hostile path parameter, or undefined for a real one (the fuzz account's id), so the handler behind it runs. */
  pathValue: string | undefined;
  query: FieldPlan[];
  body: { kind: 'fields'; fields: FieldPlan[]; extra: unknown } | { kind: 'raw'; text: string; contentType: string };
  auth: 'none' | 'user' | 'admin' | 'bogus';
  /** A client address per request, so the per-address limits do not turn most of the run into 429s. */
  client: number;
}

const fieldPlan = (weights: Record<FieldPlan['mode'], number>) =>
  fc.record({
    mode: fc.oneof(...(Object.entries(weights) as [FieldPlan['mode'], number][]).map(([mode, weight]) => ({ weight, arbitrary: fc.constant(mode) }))),
    value: hostileValue,
  });

function planArbitrary(operations: Operation[]): fc.Arbitrary<Plan> {
  return fc.record({
    operation: fc.nat({ max: operations.length - 1 }),
    pathValue: fc.option(hostileText, { nil: undefined, freq: 2 }),
    query: fc.array(fieldPlan({ absent: 5, valid: 2, hostile: 3 }), { minLength: FIELDS, maxLength: FIELDS }),
    body: fc.oneof(
      { weight: 5, arbitrary: fc.record({ kind: fc.constant('fields' as const), fields: fc.array(fieldPlan({ absent: 1, valid: 6, hostile: 2 }), { minLength: FIELDS, maxLength: FIELDS }), extra: hostileValue }) },
      fc.record({
        kind: fc.constant('raw' as const),
        text: fc.oneof(hostileText, fc.string().map((text) => `{${text}`), fc.constantFrom('[]', 'null', '42', '"x"', '{"a":'), deeplyNested),
        contentType: fc.constantFrom('application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1'),
      }),
    ),
    auth: fc.oneof({ weight: 1, arbitrary: fc.constantFrom('none' as const, 'bogus' as const) }, { weight: 3, arbitrary: fc.constantFrom('user' as const, 'admin' as const) }),
    client: fc.nat({ max: 65535 }),
  });
}

/** The fields a plan sends: name → value, for the operation's query parameters or body properties. */
function fieldsOf(schemas: [string, JsonSchema][], plans: FieldPlan[], serial: number): [string, unknown][] {
  return schemas.flatMap(([name, schema], index): [string, unknown][] => {
    const plan = plans[index % FIELDS]!;
    if (plan.mode === 'absent') return [];
    return [[name, plan.mode === 'valid' ? validExample(name, schema, serial) : plan.value]];
  });
}

interface Session {
  user: string;
  admin: string;
  accountId: string;
}

function requestOf(plan: Plan, serial: number, operations: Operation[], session: Session): InjectOptions {
  const operation = operations[plan.operation]!;
  const url = operation.path.replace(/\{[^}]+\}/g, () => encodeURIComponent(plan.pathValue ?? session.accountId));
  const query = new URLSearchParams(fieldsOf(operation.query, plan.query, serial).map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]));
  const headers: Record<string, string> = {};
  if (plan.auth === 'user' || plan.auth === 'admin') headers.authorization = `Bearer ${session[plan.auth]}`;
  if (plan.auth === 'bogus') headers.authorization = `Bearer ${'A'.repeat(43)}`;
  const remoteAddress = `10.77.${plan.client >> 8}.${plan.client & 255}`;
  const request: InjectOptions = { method: operation.method as InjectOptions['method'], url: query.size > 0 ? `${url}?${query}` : url, headers, remoteAddress };
  if (operation.method === 'GET' || operation.method === 'HEAD') return request;
  if (plan.body.kind === 'raw') return { ...request, headers: { ...headers, 'content-type': plan.body.contentType }, payload: plan.body.text };
  const body: Record<string, unknown> = Object.fromEntries(fieldsOf(operation.body, plan.body.fields, serial));
  const { extra } = plan.body;
  if (extra !== null && typeof extra === 'object' && !Array.isArray(extra)) Object.assign(body, extra);
  return { ...request, payload: body as InjectOptions['payload'] };
}

async function signUp(app: Awaited<ReturnType<typeof buildApp>>['app'], db: Awaited<ReturnType<typeof buildApp>>['ctx']['db']): Promise<string> {
  const email = 'fuzz@example.com';
  await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { name: 'Fuzz', email, password: 'correct-horse-1' } });
  const mail = await db.selectFrom('outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  const token = /#\/verify-email\/([0-9a-f]{40})/.exec(mail.text_body)![1];
  await app.inject({ method: 'GET', url: `/api/v1/auth/verify-email/${token}` });
  return (await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'correct-horse-1' } })).json<{ token: string }>().token;
}

async function main(): Promise<void> {
  // A fresh PostgreSQL database when DATABASE_URL names a server, else the embedded SQLite file.
  const database = process.env.DATABASE_URL ? await createPostgresDatabase(process.env.DATABASE_URL) : { url: undefined, drop: async () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-fuzz-'));
  const config = { ...loadConfig({ NODE_ENV: 'test', DEV_LOGIN: 'true', LOG_LEVEL: 'silent' }), dataDir, databaseUrl: database.url, smtpUrl: undefined };
  const { app, ctx } = await buildApp({ config });
  await app.ready();
  try {
    const user = await signUp(app, ctx.db);
    const admin = (await app.inject({ method: 'POST', url: '/api/v1/dev/login' })).json<{ token: string }>().token;
    const me = await app.inject({ method: 'GET', url: '/api/v1/user/me', headers: { authorization: `Bearer ${user}` } });
    const session: Session = { user, admin, accountId: me.json<{ user: { _id: string } }>().user._id };
    // No credits: a body that happens to be valid cannot start a generation and the run stays about the API.
    await ctx.db.updateTable('accounts').set({ credits: 0 }).execute();
    const operations = operationsOf(app.swagger() as Parameters<typeof operationsOf>[0]).filter((operation) => !skipped.has(operation.path));
    const plans = fc.sample(planArbitrary(operations), { numRuns: REQUESTS, seed: SEED });

    const statuses = new Map<number, number>();
    const serverErrors: string[] = [];
    const byOperation = new Map<string, number>();
    const started = performance.now();
    for (let start = 0; start < plans.length; start += PARALLEL) {
      await Promise.all(
        plans.slice(start, start + PARALLEL).map(async (plan, offset) => {
          const request = requestOf(plan, start + offset, operations, session);
          const response = await app.inject(request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const key = `${request.method} ${operations[plan.operation]!.path} as ${plan.auth}: ${response.statusCode}`;
          byOperation.set(key, (byOperation.get(key) ?? 0) + 1);
          if (response.statusCode >= 500) serverErrors.push(`${response.statusCode} ${request.method} ${request.url} ${JSON.stringify(request.payload ?? '').slice(0, 200)}`);
        }),
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`).join(' ');
    console.log(`${REQUESTS} requests over ${operations.length} operations on ${database.url ? 'PostgreSQL' : 'SQLite'} in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s), seed ${SEED}`);
    console.log(`statuses: ${byStatus}`);
    console.log(`5xx: ${serverErrors.length}`);
    if (flags['by-operation']) for (const [key, count] of [...byOperation].sort()) console.log(`  ${key} ×${count}`);
    for (const line of serverErrors.slice(0, 20)) console.log(`  ${line}`);
    process.exitCode = serverErrors.length > 0 ? 1 : 0;
  } finally {
    await app.close();
    await database.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
