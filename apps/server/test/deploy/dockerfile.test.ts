import fs from 'node:fs';
import path from 'node:path';
import { validate } from 'dockerfile-utils';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { argumentsOf, buildServerFiles, compose, dockerfileStages, dockerIgnores, execForm, read, repoRoot } from './deploy-files.ts';

let built: string[];
beforeAll(() => {
  built = buildServerFiles();
});

const stages = dockerfileStages();
const [buildStage, runtime] = [stages.at(0)!, stages.at(-1)!];
const find = (stage: (typeof stages)[number], keyword: string) => stage.instructions.filter((instruction) => instruction.getKeyword() === keyword);
const copiesFromContext = () => find(buildStage, 'COPY').map((copy) => argumentsOf(copy).slice(0, -1));
/** Every workspace's folder (the root package.json's globs, one level deep). */
const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces.flatMap((glob) => {
  const parent = glob.replace(/\/\*$/, '');
  return fs.readdirSync(path.join(repoRoot, parent)).map((name) => `${parent}/${name}`).filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'package.json')));
});

describe('Dockerfile', () => {
  it('has no problem the Dockerfile linter finds (dockerfile-utils)', () => {
    expect(validate(read('Dockerfile')).map((problem) => `line ${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  it('builds in one stage and runs in another, as a user other than root', () => {
    expect(stages.map(({ stage }) => stage)).toEqual(['build', 'runtime']);
    const users = find(runtime, 'USER').map((user) => argumentsOf(user)[0]);
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });

  it('copies only files that exist and that .dockerignore lets into the build context', () => {
    const sources = copiesFromContext().flat();
    expect(sources.filter((source) => !fs.existsSync(path.join(repoRoot, source)))).toEqual([]);
    expect(sources.filter((source) => dockerIgnores(source))).toEqual([]);
    // What the two builds read is in the context; what a machine of ours leaves behind is not.
    const needed = ['apps/server/scripts/build.mjs', 'apps/server/src/main.ts', 'apps/server/src/healthcheck.ts', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/sitegen/src/index.ts', 'tsconfig.base.json'];
    expect(needed.filter((file) => dockerIgnores(file))).toEqual([]);
    expect(['node_modules', 'apps/server/dist', 'apps/web/dist', 'apps/server/node_modules', '.env', 'data', '.git'].filter((file) => !dockerIgnores(file))).toEqual([]);
  });

  it('copies the lockfile and every workspace manifest before `npm ci`, the sources after it', () => {
    const order = buildStage.instructions.map((instruction) => `${instruction.getKeyword()} ${instruction.getArgumentsContent()}`);
    const install = order.findIndex((line) => line.startsWith('RUN npm ci'));
    const copiedBefore = copiesFromContext().slice(0, order.slice(0, install).filter((line) => line.startsWith('COPY')).length).flat();
    expect(copiedBefore).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', ...workspaces.map((dir) => `${dir}/package.json`)]));
    expect(order.indexOf('RUN npm run build')).toBeGreaterThan(install);
    expect(order.findIndex((line) => line.startsWith('RUN npm prune --omit=dev'))).toBeGreaterThan(order.indexOf('RUN npm run build'));
  });

  it('runs a program the build writes, and its health probe is the one compose.yaml uses', () => {
    const [cmd] = find(runtime, 'CMD');
    const [healthcheck] = find(runtime, 'HEALTHCHECK');
    const programs = [execForm(cmd!), execForm(healthcheck!)].map((command) => command.find((arg) => arg.endsWith('.js'))!);
    expect(execForm(cmd!)[0]).toBe('node');
    expect(programs.filter((program) => !built.includes(program))).toEqual([]);
    expect(['CMD', ...execForm(healthcheck!)]).toEqual(compose().services['api-1']!.healthcheck!.test);
  });

  it('the runtime stage takes from the build stage only the production modules, the two builds and the manifests', () => {
    const fromBuild = find(runtime, 'COPY').map((copy) => argumentsOf(copy)[0]!);
    const workdir = argumentsOf(find(buildStage, 'WORKDIR')[0]!)[0];
    const copiedIntoBuild = new Set(copiesFromContext().flat());
    const producedByBuild = new Set(['node_modules', 'apps/server/dist', 'apps/web/dist']);
    for (const source of fromBuild) {
      const inBuild = path.posix.relative(workdir!, source);
      expect(copiedIntoBuild.has(inBuild) || producedByBuild.has(inBuild), source).toBe(true);
    }
    expect(fromBuild).toEqual(expect.arrayContaining(['/app/apps/server/package.json', '/app/apps/server/dist', '/app/apps/web/dist', '/app/node_modules']));
  });

  it('listens on the PORT it sets (the port compose.yaml and the proxy use), in production mode', () => {
    const env = Object.fromEntries(
      find(runtime, 'ENV')
        .flatMap((instruction) => argumentsOf(instruction))
        .map((pair) => pair.split('=') as [string, string]),
    );
    expect(env.NODE_ENV).toBe('production');
    expect(argumentsOf(find(runtime, 'EXPOSE')[0]!)).toEqual([env.PORT]);
    expect(loadConfig({ ...env, WEBHOOK_SECRET: 'a-webhook-secret-of-24-chars' }).port).toBe(8080);
    expect(compose().services['api-1']!.environment!.PORT).toBe(env.PORT);
  });
});
