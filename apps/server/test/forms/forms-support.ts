import { zipSync } from 'fflate';
import { FORM_PAGE_PLACEHOLDER, FORM_TOKEN_PLACEHOLDER, formFields } from '@sitecraft/shared/forms';
import type { AppContext } from '../../src/app-context.ts';
import { formActionFor } from '../../src/modules/forms/site-forms.ts';
import type { GenerationEngine } from '../../src/modules/generator/generation-engine.ts';
import { siteHosts } from '../../src/modules/sites/generation-files.ts';
import { generateSite } from '../support/sites.ts';
import type { TestApp } from '../support/test-app.ts';

const page = (title: string, body: string) =>
  new TextEncoder().encode(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="styles.css"></head><body><main>${body}</main></body></html>`);

/**
 * A quick engine double that does what the real one is to do with the form: asks the server for each site's form
 * action (formActionFor) and writes a contact page whose plain HTML form posts there, the honeypot and the token
 * placeholder included, beside the home, thank-you and 404 pages and a style sheet big enough to be compressed.
 */
export function formSiteEngine(ctxOf: () => AppContext): GenerationEngine {
  return async (request) => {
    const files: Record<string, Uint8Array> = {};
    for (const host of siteHosts(request)) {
      const action = await formActionFor(ctxOf(), request.track_id, host);
      const form = `<form method="post" action="${action}">
<input name="${formFields.name}"><input name="${formFields.contact}"><textarea name="${formFields.message}"></textarea>
<input name="${formFields.honeypot}" tabindex="-1" autocomplete="off" aria-hidden="true">
<input type="hidden" name="${formFields.token}" value="${FORM_TOKEN_PLACEHOLDER}"><input type="hidden" name="${formFields.page}" value="${FORM_PAGE_PLACEHOLDER}">
<input type="hidden" name="${formFields.lang}" value="en">
<button>Send</button></form>`;
      files[`${host}/index.html`] = page('Home', `<h1>${host}</h1><a href="contact.html">Contact</a>${'<p>Fresh bread every morning.</p>'.repeat(40)}`);
      files[`${host}/contact.html`] = page('Contact', form);
      files[`${host}/thank-you.html`] = page('Thank you', '<p>Thank you!</p>');
      files[`${host}/404.html`] = page('Not found', '<p>Not found</p>');
      files[`${host}/styles.css`] = new TextEncoder().encode('body { font-family: serif; color: #222; }\n'.repeat(200));
    }
    return { zip: zipSync(files) };
  };
}

/** Downloads the generation's ZIP as its owner does: from then on its sites' forms take posts without a time token. */
export async function downloadZip(t: TestApp, token: string, trackId: string): Promise<void> {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/generator/download/${trackId}`, headers: { authorization: `Bearer ${token}` } });
  if (response.statusCode !== 200) throw new Error(`the ZIP of ${trackId} was not downloaded: ${response.statusCode}`);
}

/**
 * Generates a site with the form engine and returns its track_id and the path its form posts to. Its ZIP is
 * downloaded, as for a copy hosted elsewhere, so posts without a time token reach the inbox, unless `downloaded` is false.
 */
export async function siteWithForm(t: TestApp, token: string, host: string, options: { downloaded?: boolean } = {}): Promise<{ trackId: string; formPath: string }> {
  const trackId = await generateSite(t, token, [host], { edit_after_generation: 'false' });
  const action = await formActionFor(t.ctx, trackId, host);
  if (options.downloaded !== false) await downloadZip(t, token, trackId);
  return { trackId, formPath: new URL(action).pathname };
}

/** Posts a form as a browser does: urlencoded, with a Referer and a client address of its own. */
export function postForm(t: TestApp, formPath: string, fields: Record<string, string>, options: { referer?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: formPath,
    remoteAddress: options.ip ?? '198.51.100.1',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(options.referer ? { referer: options.referer } : {}) },
    payload: new URLSearchParams(fields).toString(),
  });
}

export const visitor = { name: 'Maria Silva', contact: 'maria@example.com', message: 'Do you bake rye bread on Saturdays?' };

/** The messages of a site's folder as its owner reads them. */
export async function folder(t: TestApp, token: string, trackId: string, host: string, name: 'inbox' | 'spam' = 'inbox') {
  const response = await t.app.inject({ method: 'GET', url: `/api/v1/sites/${trackId}/sites/${host}/messages?folder=${name}`, headers: { authorization: `Bearer ${token}` } });
  return response.json() as { messages: { id: number; name: string; contact: string; message: string; folder: string; spam_reason: string | null; read: boolean }[]; unread: number; counts: { inbox: number; spam: number }; next_before: number | null };
}
