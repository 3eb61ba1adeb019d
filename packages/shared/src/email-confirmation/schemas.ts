import { z } from 'zod';
import { emailConfirmationTexts as texts } from './texts.ts';

/** The code at the end of a mailed confirmation link (`#/<code>`): exactly 40 hexadecimal characters, either case. */
export const CONFIRMATION_CODE_PATTERN = /^[0-9a-f]{40}$/i;

/** Whether a route segment is a confirmation code; any other segment starts no verification. */
export function isConfirmationCode(segment: string | undefined): segment is string {
  return segment !== undefined && CONFIRMATION_CODE_PATTERN.test(segment);
}

const email = z
  .string({ error: texts.emailRequired })
  .trim()
  .min(1, texts.emailRequired)
  .max(254, texts.emailTooLong)
  .pipe(z.email({ error: texts.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** The widget's submit: the address to confirm, which may differ from the account's. Unknown fields are refused. */
export const sendConfirmationRequestSchema = z.strictObject(
  { email },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? texts.unknownFields(issue.keys) : undefined) },
);

export const sendConfirmationResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/** A confirmed code: the account it belongs to and its email now, so a browser signed in as another account changes nothing. */
export const confirmEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  userId: z.string(),
  email: z.string(),
});

export type SendConfirmationRequest = z.infer<typeof sendConfirmationRequestSchema>;
export type SendConfirmationResponse = z.infer<typeof sendConfirmationResponseSchema>;
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;
