import type { FastifyRequest } from 'fastify';

/** Headers a reverse proxy adds; their presence means the TCP peer is not the client. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via'];

/** True when the TCP peer itself is on this machine; proxy headers are not consulted. */
function isLoopbackPeer(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * True for a client on this machine that talks to the server directly: a same-host reverse proxy has a loopback
 * address too, so any forwarding header disqualifies the request whatever TRUST_PROXY says.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  return isLoopbackPeer(request) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * True when a browser sent the request from another site (a form on a foreign page posting here). Tools without
 * these headers (curl, tests) are not browsers and pass; a browser always sends Sec-Fetch-Site or Origin on a POST.
 */
export function isCrossSiteRequest(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite !== 'same-origin' && fetchSite !== 'none';
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).host !== request.headers.host;
  } catch {
    return true;
  }
}
