// GET /health, /health/live and /health/ready: what a load balancer, an
// orchestrator or an operator reads (docs/operations.md#health).
import { z } from 'zod';

/** GET /health: the database answers (the probe the e2e harness and the README use). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** Which engine answered: the embedded PGlite or a PostgreSQL server. */
  database: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /health/live: the process answers; nothing else is checked. */
export const livenessResponseSchema = z.object({ status: z.literal('live') });

/** One readiness check: passed, or what failed in pt-BR. */
export const readinessCheckSchema = z.object({
  ok: z.boolean(),
  problem: z.string().optional(),
});

/** GET /health/ready: 200 when every check passed, 503 naming each one that failed. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema,
    settings: readinessCheckSchema,
    roundFeed: readinessCheckSchema,
  }),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;
