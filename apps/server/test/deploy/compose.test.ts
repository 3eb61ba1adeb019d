import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BlockList } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from '../../src/config.ts';
import { appServices, buildServerFiles, compose, composeInputs, containerEnvironment, interpolate, read, repoRoot, type ComposeFile } from './deploy-files.ts';

let file: ComposeFile;
let built: string[];
beforeAll(() => {
  file = compose();
  built = buildServerFiles();
});

const apis = () => appServices(file).filter(([, service]) => !service.command);
const workers = () => appServices(file).filter(([, service]) => service.command);
const caddyfile = () => read('deploy/Caddyfile');
/** The upstreams of the Caddyfile's reverse_proxy, e.g. ['api-1:8080', 'api-2:8080']. */
const upstreams = () => /^\s*reverse_proxy\s+([^{\n]+)\{/m.exec(caddyfile())![1]!.trim().split(/\s+/);

describe('compose.yaml', () => {
  it('runs PostgreSQL, Redis, MinIO, two API instances behind the proxy and two workers, all from our image', () => {
    expect(Object.keys(file.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'minio-bucket', 'proxy']));
    expect(apis().map(([name]) => name)).toEqual(['api-1', 'api-2']);
    expect(workers().reduce((sum, [, service]) => sum + (service.deploy?.replicas ?? 1), 0)).toBe(2);
    for (const [, service] of appServices(file)) expect(service.image).toBe('sitecraft:local');
  });

  it('gives the app only variables config.ts reads, and the app accepts them as production settings', () => {
    const known = new Set(Object.keys(envSchema.shape));
    for (const [name, service] of appServices(file)) {
      expect(Object.keys(service.environment ?? {}).filter((variable) => !known.has(variable)), name).toEqual([]);
      const config = loadConfig(containerEnvironment(service));
      expect(config.env, name).toBe('production');
      expect(config.devLogin).toBe(false);
      expect(config.databaseUrl).toMatch(/@postgres:5432\//);
      expect(config.redis?.url).toBe('redis://redis:6379');
      expect(config.s3).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true });
    }
  });

  it('the API instances run no generations (WORKERS=0); the workers do', () => {
    for (const [name, service] of apis()) expect(loadConfig(containerEnvironment(service)).generation.concurrency, name).toBe(0);
    for (const [name, service] of workers()) expect(loadConfig(containerEnvironment(service)).generation.concurrency, name).toBeGreaterThan(0);
  });

  it('refuses to start without the secrets rather than with a default', () => {
    for (const variable of Object.keys(composeInputs)) {
      const others = Object.fromEntries(Object.entries(composeInputs).filter(([name]) => name !== variable));
      expect(() => appServices(file).forEach(([, service]) => containerEnvironment(service, others))).toThrow(`needs ${variable}`);
    }
  });

  it('the database, the queue and the bucket the app is given are the ones the services create, with their credentials', () => {
    const postgres = containerEnvironment(file.services.postgres!);
    const minio = containerEnvironment(file.services.minio!);
    const bucketCommand = interpolate((file.services['minio-bucket']!.command ?? []).join(' '), composeInputs);
    for (const [, service] of appServices(file)) {
      const env = containerEnvironment(service);
      const database = new URL(env.DATABASE_URL!);
      expect([database.username, decodeURIComponent(database.password), database.pathname]).toEqual([postgres.POSTGRES_USER, postgres.POSTGRES_PASSWORD, `/${postgres.POSTGRES_DB}`]);
      expect([env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]).toEqual([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD]);
      expect(bucketCommand).toContain(`mc mb --ignore-existing local/${env.S3_BUCKET}`);
    }
    expect(file.services.redis!.command).toEqual(expect.arrayContaining(['--maxmemory-policy', 'noeviction']));
  });

  it('publishes only the proxy, which forwards to every API instance on the port the app listens on', () => {
    const published = Object.entries(file.services).filter(([, service]) => service.ports?.length).map(([name]) => name);
    expect(published).toEqual(['proxy']);
    expect(file.services.proxy!.ports!.map((port) => interpolate(port, {}))).toEqual(['8080:80', '8443:443']);
    expect(caddyfile()).toMatch(/^:80 \{/m);
    expect(file.services.proxy!.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro');
    expect(upstreams()).toEqual(apis().map(([name, service]) => `${name}:${loadConfig(containerEnvironment(service)).port}`));
  });

  it("serves customers' domains on :443 with on-demand certificates, asked of the API's ask endpoint through both instances, kept in a volume", () => {
    const caddy = caddyfile();
    expect(caddy).toMatch(/^:443 \{\n\ttls \{\n\t\ton_demand\n\t\}\n\timport api\n\}/m);
    const ask = /^\s*ask (\S+)$/m.exec(caddy)![1]!;
    expect(new URL(ask).pathname).toBe('/api/v1/domains/ask');
    expect(caddy).toMatch(new RegExp(`^:${new URL(ask).port} \\{\\n\\tbind ${new URL(ask).hostname}\\n\\timport api\\n\\}`, 'm'));
    expect(file.services.proxy!.volumes).toContain('caddy-data:/data');
  });

  it('the API trusts exactly the proxy: TRUST_PROXY is the fixed address the proxy has, inside the network', () => {
    const proxyAddress = file.services.proxy!.networks!.default!.ipv4_address!;
    const subnet = file.networks!.default!.ipam!.config![0]!.subnet;
    const [network, prefix] = subnet.split('/');
    const inside = new BlockList();
    inside.addSubnet(network!, Number(prefix));
    expect(inside.check(proxyAddress)).toBe(true);
    for (const [name, service] of appServices(file)) expect(loadConfig(containerEnvironment(service)).trustProxy, name).toEqual([proxyAddress]);
  });

  it("checks every API instance's /api/v1/health and the data services' own health; nothing starts before what it needs", () => {
    for (const [name, service] of apis()) {
      expect(service.healthcheck?.test, name).toEqual(['CMD', 'node', 'apps/server/dist/healthcheck.js']);
      expect(service.depends_on, name).toEqual({ postgres: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' }, 'minio-bucket': { condition: 'service_completed_successfully' } });
    }
    for (const name of ['postgres', 'redis', 'minio']) expect(file.services[name]!.healthcheck?.test?.length, name).toBeGreaterThan(0);
    expect(file.services['minio-bucket']!.depends_on).toEqual({ minio: { condition: 'service_healthy' } });
    expect(file.services.proxy!.depends_on).toEqual(Object.fromEntries(apis().map(([name]) => [name, { condition: 'service_healthy' }])));
    expect(read('apps/server/src/healthcheck.ts')).toContain('${API_PREFIX}/health');
  });

  it('every program a service runs is one the build writes', () => {
    const programs = appServices(file).flatMap(([, service]) => [...(service.command ?? []), ...(service.healthcheck?.test ?? [])].filter((arg) => arg.endsWith('.js')));
    expect(programs.length).toBeGreaterThanOrEqual(3);
    expect(programs).toContain('apps/server/dist/worker.js');
    expect(programs.filter((program) => !built.includes(program))).toEqual([]);
  });
});

describe('deploy/Caddyfile', () => {
  const caddy = spawnSync('caddy', ['version'], { encoding: 'utf8' });
  it.skipIf(caddy.error)('is a configuration Caddy accepts (caddy validate; skipped where caddy is not installed)', () => {
    const result = spawnSync('caddy', ['validate', '--config', path.join(repoRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toContain('Valid configuration');
    expect(result.status).toBe(0);
  });
});
