import { describe, expect, test } from 'vitest';
import { generationStages } from '@sitecraft/shared/generation';
import { generate, GenerationError, OfflineComposer } from '../src/index.ts';
import type { ProgressEvent } from '../src/index.ts';
import { fixedNow, request } from './support/requests.ts';

describe('generation stages', () => {
  test('reports every stage of the spec once, in order, with its progress figure', async () => {
    const events: ProgressEvent[] = [];
    await generate(request(), { onProgress: (event) => events.push(event) });
    expect(events.map((event) => [event.status, event.progress])).toEqual(generationStages.map((stage) => [stage.status, stage.progress]));
    expect(events.map((event) => event.progress)).toEqual([10, 20, 25, 30, 35, 37, 37, 39, 40, 45, 50, 60, 80, 90]);
    expect(new Set(events.map((event) => event.track_id))).toEqual(new Set([request().track_id]));
  });

  test('the offline composer is deterministic for a request and track_id, and differs for another track_id', async () => {
    const first = await generate(request(), { now: fixedNow });
    const again = await generate(request(), { now: fixedNow });
    const other = await generate(request({ track_id: '11111111-2222-4333-8444-555555555555' }), { now: fixedNow });
    expect(Buffer.from(again.zip).equals(Buffer.from(first.zip))).toBe(true);
    expect(Buffer.from(other.zip).equals(Buffer.from(first.zip))).toBe(false);
  });

  test('a language the composer does not write gets its interface in that language, texts in English, and says so in progress and README', async () => {
    const events: ProgressEvent[] = [];
    const result = await generate(request({ site_language: 'German' }), { onProgress: (event) => events.push(event) });
    const note = events.find((event) => event.status === 'generating_text')?.message ?? '';
    expect(note).toContain('their texts are in English');
    expect(String(result.files.get('README.md'))).toContain('their texts are in English');
    const home = String(result.sites[0]?.files.get('index.html'));
    expect(home).toContain('<html lang="de"');
    expect(home).toContain('<main id="ui_main" lang="en">');
    expect(result.quality.checks).toContain('language');
    expect(new OfflineComposer().writes({ code: 'ru', name: 'Russian', native: 'Русский', locale: 'ru_RU' })).toBe(true);
  });

  test('an aborted signal stops the run promptly with a clear reason', async () => {
    const controller = new AbortController();
    const statuses: string[] = [];
    const run = generate(request({ site_count: '10', domain_name: Array.from({ length: 10 }, (_, index) => `site${index}.com`).join(',') }), {
      signal: controller.signal,
      onProgress: (event) => {
        statuses.push(event.status);
        if (event.status === 'generating_blog_1') controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ code: 'aborted' });
    expect(statuses).not.toContain('creating_zip');
    const already = new AbortController();
    already.abort();
    await expect(generate(request(), { signal: already.signal })).rejects.toBeInstanceOf(GenerationError);
  });

  test('an invalid request is refused with the schema messages', async () => {
    await expect(generate({ ...request(), domain_name: '../../etc/passwd' })).rejects.toMatchObject({ code: 'invalid_request', message: expect.stringContaining('refused') });
  });
});
