import { z } from 'zod';
import { proMessagesTexts as texts } from './texts.ts';

/** The type field of the message page starts as Promo. */
export const DEFAULT_MESSAGE_TYPE = 'Promo';

export const MESSAGE_TYPE_MAX = 60;
export const MESSAGE_MAX = 4000;

/**
 * The older message page's payload (spec section 3) on POST /api/v1/generator: one free-text message becomes a
 * site. A body with a `message_type` field is read with this schema instead of the builder form's.
 */
export const messageRequestSchema = z.strictObject(
  {
    message_type: z.string({ error: texts.typeRequired }).trim().min(1, texts.typeRequired).max(MESSAGE_TYPE_MAX, texts.typeTooLong),
    message: z.string({ error: texts.messageRequired }).trim().min(1, texts.messageRequired).max(MESSAGE_MAX, texts.messageTooLong),
    track_id: z.uuid({ error: 'track_id must be a UUID.' }),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? texts.unknownFields(issue.keys) : undefined) },
);

export type MessageRequest = z.infer<typeof messageRequestSchema>;

/** Whether a request body to POST /api/v1/generator is the message page's rather than the builder's. */
export function isMessageRequestBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, 'message_type');
}

/** The statuses the message page shows (spec section 4). */
export const messageStatuses = ['message_sended', 'processing', 'error', 'failed', 'processing_failed'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
