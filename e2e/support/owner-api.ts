import type { Page } from 'playwright-core';
import { generationRequest } from '../../apps/server/test/support/generation.ts';

export type OwnerApi = (path: string, body?: unknown) => Promise<Record<string, unknown>>;

/** Calls the API with the session of the account signed in on `page`: GET without a body, POST with one. */
export function ownerApi(page: Page, baseUrl: string): OwnerApi {
  return async (path, body) => {
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const response = await fetch(`${baseUrl}/api/v1${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return (await response.json()) as Record<string, unknown>;
  };
}

/** Generates a site of `domain` (with `overrides` to the wizard's answers), waits until it has completed, and publishes it. */
export async function generateAndPublish(api: OwnerApi, domain: string, overrides: Record<string, unknown> = {}): Promise<{ trackId: string; publishedUrl: string }> {
  const request = generationRequest([domain], overrides);
  await api('/generator', request);
  for (const deadline = Date.now() + 30_000; (await api(`/generator/status/${request.track_id}`)).status !== 'completed'; ) {
    if (Date.now() > deadline) throw new Error('the generation did not complete within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const publication = await api(`/sites/${request.track_id}/publication`, { host: domain });
  return { trackId: request.track_id, publishedUrl: String(publication.url) };
}
