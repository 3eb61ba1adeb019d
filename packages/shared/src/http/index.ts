import { z } from 'zod';

/** Every failed API call answers this body with a 4xx or 5xx status. */
export const errorResponseSchema = z.object({ success: z.literal(false), message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
