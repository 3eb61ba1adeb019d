import { deflateSync, crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { GenerationQuality } from '@sitecraft/shared/admin';
import { GenerationError } from '@sitecraft/sitegen';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { register, login } from '../support/accounts.ts';
import { generationRequest } from '../support/generation.ts';
import { call } from '../support/test-app.ts';

/** The local admin account's token, through the loopback-only DEV login (app.inject comes from 127.0.0.1). */
export async function adminToken(app: FastifyInstance): Promise<string> {
  const response = await call(app, 'POST', '/api/v1/dev/login');
  if (response.status !== 200) throw new Error(`dev login failed: ${response.status}`);
  return response.body.token as string;
}

/** A normal (unverified) user, made by registering, and their token. */
export async function normalUser(app: FastifyInstance, email: string): Promise<{ token: string; id: string }> {
  await register(app, email);
  const response = await login(app, email);
  return { token: response.body.token as string, id: (response.body.user as { _id: string })._id };
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG of the given size, one flat colour (RGB, 8 bits). */
export function makePng(width: number, height: number, rgb: [number, number, number] = [79, 70, 229]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).fill(Buffer.from(rgb))]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

export const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** An engine that reports two stages, then fails for a domain starting with "fail" and succeeds otherwise. */
export const scriptedEngine: GenerationEngine = async (request, { onProgress }) => {
  onProgress({ status: 'start_generating', message: 'Starting the generation…', progress: 10 });
  onProgress({ status: 'generating_text', message: 'Writing the texts…', progress: 20 });
  if (request.domain_name?.startsWith('fail')) throw new GenerationError('ai_unavailable', 'The AI model did not answer.');
  return { zip: new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]), quality: scriptedQuality(request.domain_name) };
};

/** What the scripted engine says its quality stage repaired on a site of `domain`. */
export function scriptedQuality(domain: string): GenerationQuality {
  return { checks: ['keywords', 'sentences'], rounds: 1, repairs: [{ host: domain, language: 'en', field: 'article1.title', check: 'keywords', problem: 'the keyword “rye” is not in the article', fix: 'writer', round: 1 }] };
}

/** Starts a one-site generation as `token` and waits until it has ended; returns its track_id. */
export async function generateAndWait(app: FastifyInstance, token: string, domain: string): Promise<string> {
  const body = generationRequest([domain]);
  const started = await call(app, 'POST', '/api/v1/generator', { token, body });
  if (started.status !== 200) throw new Error(`generation refused: ${started.status} ${started.body.message}`);
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 20))) {
    const { status } = (await call(app, 'GET', `/api/v1/generator/status/${body.track_id}`, { token })).body;
    if (status === 'completed' || status === 'failed') return body.track_id;
  }
  throw new Error(`generation ${body.track_id} did not end within 10 s`);
}
