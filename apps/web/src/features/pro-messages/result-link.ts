import { apiBase } from '../../shared/api/api-client.ts';

/**
 * The result link resolved against the API's origin (a path on the API, or a presigned S3 link). The download
 * endpoint accepts the session cookie, so a plain link works.
 */
export function resultLink(resultUrl: string): string {
  return new URL(resultUrl, new URL(apiBase, window.location.href)).href;
}
