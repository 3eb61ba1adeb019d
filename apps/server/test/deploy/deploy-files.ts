import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { parse } from 'yaml';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** The values the lint gives the ${...} that compose.yaml requires (set in the shell or .env in real use). */
export const composeInputs: Record<string, string> = {
  POSTGRES_PASSWORD: 'postgres-password',
  MINIO_ROOT_PASSWORD: 'minio-password',
  WEBHOOK_SECRET: 'a-webhook-secret-of-24-chars',
};

/** Compose's interpolation: $$, ${NAME}, ${NAME:-default}, ${NAME-default}, ${NAME:?error}, ${NAME?error}. */
export function interpolate(text: string, vars: Record<string, string | undefined>): string {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?)([-?])([^}]*))?\}/g, (whole, name: string | undefined, colon: string, kind: string, rest: string) => {
    if (whole === '$$') return '$';
    const value = vars[name!];
    const missing = value === undefined || (colon === ':' && value === '');
    if (!missing) return value;
    if (kind === '?') throw new Error(`compose.yaml needs ${name}: ${rest}`);
    if (kind === '-') return rest;
    throw new Error(`compose.yaml uses ${name} without a default`);
  });
}

export interface ComposeService {
  image?: string;
  build?: string;
  command?: string[];
  environment?: Record<string, string | null>;
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test?: string[]; disable?: boolean };
  deploy?: { replicas?: number };
  networks?: Record<string, { ipv4_address?: string } | null>;
  volumes?: string[];
}
export interface ComposeFile {
  services: Record<string, ComposeService>;
  networks?: { default?: { ipam?: { config?: { subnet: string }[] } } };
}

/** compose.yaml as Compose reads it: YAML merge keys (<<) resolved. */
export const compose = (): ComposeFile => parse(read('compose.yaml'), { merge: true }) as ComposeFile;

/**
 * The environment a service's container gets: its ${...} resolved, and a variable without a value (passed through
 * from the shell when set there) left out, as with nothing set.
 */
export function containerEnvironment(service: ComposeService, inputs = composeInputs): Record<string, string> {
  return Object.fromEntries(
    Object.entries(service.environment ?? {})
      .filter((entry): entry is [string, string] => entry[1] !== null)
      .map(([name, value]) => [name, interpolate(String(value), inputs)]),
  );
}

/** The services that run our image (the API instances and the workers). */
export const appServices = (file: ComposeFile) => Object.entries(file.services).filter(([, service]) => service.build === '.');

/** Builds the server into a scratch folder (as `npm run build -w apps/server` does into dist) and lists what it wrote. */
export function buildServerFiles(): string[] {
  const outdir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitecraft-build-'));
  try {
    execFileSync(process.execPath, [path.join(repoRoot, 'apps/server/scripts/build.mjs'), '--outdir', outdir], { stdio: 'ignore' });
    return fs.readdirSync(outdir).map((file) => `apps/server/dist/${file}`);
  } finally {
    fs.rmSync(outdir, { recursive: true, force: true });
  }
}

/** The Dockerfile's instructions, each with the name of the stage it belongs to. */
export function dockerfileStages(): { stage: string; instructions: Instruction[] }[] {
  const stages: { stage: string; instructions: Instruction[] }[] = [];
  for (const instruction of DockerfileParser.parse(read('Dockerfile')).getInstructions()) {
    if (instruction.getKeyword() === 'FROM') {
      const name = instruction.getArguments().map((argument) => argument.getValue());
      stages.push({ stage: name.length === 3 && name[1]!.toUpperCase() === 'AS' ? name[2]! : String(stages.length), instructions: [] });
    }
    stages.at(-1)?.instructions.push(instruction);
  }
  return stages;
}

/** An instruction's arguments without its --flags. */
export const argumentsOf = (instruction: Instruction) => instruction.getArguments().map((argument) => argument.getValue()).filter((value) => !value.startsWith('--'));

/** The exec form (`["node", "file"]`) of a CMD or of a HEALTHCHECK's CMD. */
export function execForm(instruction: Instruction): string[] {
  const text = instruction.getArgumentsContent() ?? '';
  return JSON.parse(text.slice(text.indexOf('['))) as string[];
}

/** Whether .dockerignore keeps a path (or a folder above it) out of the build context. Patterns: *, ** and plain names. */
export function dockerIgnores(file: string): boolean {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const toRegExp = (pattern: string) =>
    new RegExp(
      `^${pattern
        .replace(/^\/+|\/+$/g, '')
        .split('/')
        .map((segment) => (segment === '**' ? '(?:[^/]+/)*' : `${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*').replaceAll('?', '[^/]')}/`))
        .join('')
        .replace(/\/$/, '')}$`,
    );
  const parts = path.posix.normalize(file).replace(/\/$/, '').split('/');
  const prefixes = parts.map((_part, index) => parts.slice(0, index + 1).join('/'));
  return patterns.some((pattern) => prefixes.some((prefix) => toRegExp(pattern).test(prefix)));
}
