import { create as contentDisposition } from 'content-disposition';
import { domainToASCII } from 'node:url';

/** A download's file name: a domain as the owner wrote it, then the rest (`.zip`, `-v3.zip`). */
export type AttachmentName = { domain: string; rest: string };

/**
 * A `Content-Disposition: attachment` header for a file named after a domain (`<domain><rest>`, rest like `.zip` or
 * `-v3.zip`): the name as the owner wrote it in `filename*` (RFC 5987, so `гонка-example.test.zip` arrives as such),
 * and for old clients an ASCII `filename` from the domain's punycode form rather than a row of underscores.
 */
export function attachmentHeader({ domain, rest }: AttachmentName): string {
  const ascii = `${domainToASCII(domain) || domain}${rest}`.replace(/[^A-Za-z0-9.-]/g, '_');
  return contentDisposition(`${domain}${rest}`, { fallback: ascii });
}
