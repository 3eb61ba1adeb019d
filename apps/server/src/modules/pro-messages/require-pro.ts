import type { FastifyRequest } from 'fastify';
import { proMessagesTexts as texts } from '@sitecraft/shared/pro-messages';
import { AppError } from '../../app-error.ts';
import { sessionAccount } from '../../plugins/session-auth.ts';

/** Admits only pro accounts; run after a session check. The browser's pro flag is never trusted. */
export async function requirePro(request: FastifyRequest): Promise<void> {
  if (sessionAccount(request).pro !== 1) throw new AppError(403, 'PRO_ONLY', texts.proOnly);
}
