import { z } from 'zod';

/** One dependency's state in the health answer: it answered in time, or it did not (the cause goes to the log). */
export const healthCheckResultSchema = z.enum(['ok', 'unreachable']);

/**
 * `GET /api/v1/health`: 200 when every dependency the server uses answers (the database always; the artifact store,
 * the queue… as they are configured), else 503 naming the ones that do not. Load balancers, Docker's HEALTHCHECK and
 * the tests read the status code; operators read `checks`.
 */
export const healthResponseSchema = z.object({
  success: z.boolean(),
  status: z.enum(['ok', 'unavailable']),
  /** On a 503: which dependencies did not answer. */
  message: z.string().optional(),
  checks: z.record(z.string(), healthCheckResultSchema),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
