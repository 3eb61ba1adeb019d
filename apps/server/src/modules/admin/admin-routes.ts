import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.ts';

/** /api/v1/admin/*: admin-only calls (issue 8). */
export async function adminRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
