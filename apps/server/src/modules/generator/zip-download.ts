import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Sends a stored ZIP as an attachment, streamed from the artifact store, with its length when the store knows it. */
export function sendZip(reply: FastifyReply, artifact: { stream: Readable; size: number | undefined }, filename: string): FastifyReply {
  reply.type('application/zip').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store');
  if (artifact.size !== undefined) reply.header('content-length', artifact.size);
  return reply.send(artifact.stream);
}
