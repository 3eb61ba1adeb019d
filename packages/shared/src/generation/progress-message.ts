import { z } from 'zod';

/**
 * One message of the progress stream (spec section 3): a stage status, a done or failed
 * status, or a legacy message that only carries the result link.
 */
export const progressMessageSchema = z.object({
  track_id: z.string().max(100),
  status: z.string().max(60),
  message: z.union([z.string(), z.record(z.string(), z.unknown())]),
  s3Url: z.string().max(4000).optional(),
  fileUrl: z.string().max(4000).optional(),
});

export type ProgressMessage = z.infer<typeof progressMessageSchema>;
