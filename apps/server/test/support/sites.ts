import { unzipSync, zipSync } from 'fflate';
import { setTimeout } from 'node:timers/promises';
import { loadConfig } from '../../src/config.ts';
import { createSitegenEngine, type GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { engineGate } from '../generator/engine-gate.ts';
import { generationRequest } from './generation.ts';
import { call, type TestApp } from './test-app.ts';

/** A file with its hash in its name, as a build step would fingerprint it; the engine itself writes none yet. */
export const FINGERPRINTED_FILE = 'assets/brand.0123abcd.css';

/**
 * The real engine (offline composer), with a fingerprinted file added to each site, and a gate: while it is shut (`hold`) generations
 * stay running until `release`; a shutdown aborts them as the real engine would be.
 */
export function siteEngine() {
  const real = createSitegenEngine(loadConfig({ NODE_ENV: 'test' }));
  const gate = engineGate();
  const engine: GenerationEngine = async (request, options) => {
    await gate.pass(options.signal);
    const result = await real(request, options);
    const files = unzipSync(result.zip);
    const hosts = new Set(Object.keys(files).filter((name) => name.includes('/')).map((name) => name.split('/')[0]!));
    for (const host of hosts) files[`${host}/${FINGERPRINTED_FILE}`] = new TextEncoder().encode('.brand { color: #123456; }');
    return { ...result, zip: zipSync(files) };
  };
  return { engine, hold: gate.hold, release: gate.release };
}

/** Starts a generation of these domains for the account and waits until it has completed; returns its track_id. */
export async function generateSite(t: Pick<TestApp, 'app'>, token: string, domains: string[], overrides: Record<string, unknown> = {}): Promise<string> {
  const body = generationRequest(domains, overrides);
  const start = await call(t.app, 'POST', '/api/v1/generator', { token, body });
  if (start.status !== 200) throw new Error(`the generation was refused: ${start.body.message}`);
  // A plain loop rather than expect.poll, so that beforeAll hooks can make sites too.
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await setTimeout(100)) {
    const { status } = (await call(t.app, 'GET', `/api/v1/generator/status/${body.track_id}`, { token })).body;
    if (status === 'completed') return body.track_id;
    if (status === 'failed') throw new Error(`the generation of ${domains.join(', ')} failed`);
  }
  throw new Error(`the generation of ${domains.join(', ')} did not finish within 20 s`);
}
