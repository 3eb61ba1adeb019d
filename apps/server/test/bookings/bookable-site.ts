import { formOfSite } from '../../src/modules/forms/site-forms.ts';
import { signUpVerified } from '../support/accounts.ts';
import { generateSite } from '../support/sites.ts';
import { call, type TestApp } from '../support/test-app.ts';

/** A site taking bookings, published by a new verified owner: their session, the site's generation, its public slug and Book endpoint. */
export async function publishedBookableSite(t: TestApp, ownerEmail: string, host: string, brief: Record<string, unknown>): Promise<{ token: string; trackId: string; slug: string; bookingPath: string }> {
  const token = await signUpVerified(t.app, t.ctx, ownerEmail);
  const trackId = await generateSite(t, token, [host], brief);
  const published = await call(t.app, 'POST', `/api/v1/sites/${trackId}/publication`, { token, body: { host } });
  const form = await formOfSite(t.ctx.db, trackId, host);
  return { token, trackId, slug: String(published.body.slug), bookingPath: `/api/v1/forms/${form!.form_id}/booking` };
}
