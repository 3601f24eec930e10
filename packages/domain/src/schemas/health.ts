// GET /health: what a load balancer or an operator reads.
import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** Which engine answered: the embedded PGlite or a PostgreSQL server. */
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;
