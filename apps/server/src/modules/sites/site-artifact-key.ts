import { createHash } from 'node:crypto';
import { domainToASCII } from 'node:url';
import { ARTIFACT_KEY_MAX_LENGTH } from '../../infra/store/artifact-store.ts';

const plainHost = /^[a-z0-9.-]+$/;

/**
 * The artifact key of a file kept for one site of a generation (a saved version's model, an uploaded picture):
 * `<track_id>.<host>.<name>`. Keys are plain ASCII names on the local disk and in S3 alike, so an internationalised
 * domain is written in its ASCII form (`café-münchen.test` → `xn--caf-mnchen-d7a4u.test`), and a domain too long for the
 * store's limit by its hash. A plain ASCII domain keeps the key it has always had, so what was stored stays found.
 */
export function siteArtifactKey(trackId: string, host: string, name: string): string {
  const ascii = plainHost.test(host) ? host : domainToASCII(host) || host;
  const key = `${trackId}.${ascii}.${name}`;
  if (key.length <= ARTIFACT_KEY_MAX_LENGTH) return key;
  return `${trackId}.h-${createHash('sha256').update(ascii).digest('hex').slice(0, 32)}.${name}`;
}
