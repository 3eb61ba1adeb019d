import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** /api/v1/email/*: the confirmation widget's send-confirmation and confirmEmail/:code (issue 7). */
export async function emailConfirmationRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
