import { apiBase } from '../../../shared/api/api-client.ts';
import { readToken } from '../../../shared/session/session-storage.ts';

/** The result link resolved against the API's origin (it is a path on the API unless it is a presigned S3 link). */
export function resultHref(resultUrl: string): string {
  return new URL(resultUrl, new URL(apiBase, window.location.href)).href;
}

/** Whether the link points at our own API, which needs the session to answer. */
export function isApiLink(href: string): boolean {
  return href.startsWith(new URL(`${apiBase}/`, window.location.href).href);
}

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'website.zip';
}

/**
 * Saves the ZIP behind an API link. It is fetched with the stored token, so it works for every session,
 * including one that has no session cookie; rejects with the server's message when it refuses.
 */
export async function saveApiDownload(href: string): Promise<void> {
  const token = readToken();
  const response = await fetch(href, { headers: token ? { authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => undefined);
    const message = typeof body === 'object' && body !== null && 'message' in body && typeof body.message === 'string' ? body.message : `HTTP ${response.status}`;
    throw new Error(message);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileNameOf(response);
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by the next minute; the object URL only holds memory until then.
  window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
