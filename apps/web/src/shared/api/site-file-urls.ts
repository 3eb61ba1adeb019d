import { apiBase } from './api-client.ts';

/**
 * A file of one saved version of a site, for its owner (the session cookie authorises it): the editor's preview and
 * My sites' thumbnails. A version never changes, so its address may be cached; a new save is a new address.
 */
export const versionFileUrl = (trackId: string, host: string, number: number, file: string) =>
  `${apiBase}/sites/${encodeURIComponent(trackId)}/sites/${encodeURIComponent(host)}/versions/${number}/files/${file.split('/').map(encodeURIComponent).join('/')}`;
