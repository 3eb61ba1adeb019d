import { z } from 'zod';

/** Every failed API call answers this body with a 4xx or 5xx status. */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  /** On a 400, each bad field with its own message. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
