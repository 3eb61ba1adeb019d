import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentHeader, type AttachmentName } from '../../attachment.ts';

/** Sends a stored ZIP as an attachment, streamed from the artifact store, with its length when the store knows it. */
export function sendZip(reply: FastifyReply, artifact: { stream: Readable; size: number | undefined }, name: AttachmentName): FastifyReply {
  reply.type('application/zip').header('content-disposition', attachmentHeader(name)).header('cache-control', 'private, no-store');
  if (artifact.size !== undefined) reply.header('content-length', artifact.size);
  return reply.send(artifact.stream);
}
