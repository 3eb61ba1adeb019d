import type { FastifyRequest } from 'fastify';

/** True when the TCP peer itself is on this machine; proxy headers are not consulted. */
export function isLoopbackPeer(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
