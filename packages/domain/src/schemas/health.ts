// GET /health, /health/live and /health/ready: what a load balancer, an
// orchestrator or an operator reads (docs/operations/health.md#health).
import { z } from 'zod';

/** GET /health: the database answers (the probe the e2e harness and the README use). */
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  /** Which engine answered: the embedded PGlite or a PostgreSQL server. */
  database: z.enum(['pglite', 'postgres']),
});

/** GET /health/live: the process answers; nothing else is checked. */
export const livenessResponseSchema = z.object({ status: z.literal('live') });

/** One readiness check: passed, or what failed in pt-BR. */
export const readinessCheckSchema = z.object({
  ok: z.boolean(),
  problem: z.string().optional(),
});

/**
 * GET /ops-api/ready (the operator's key): each check, and what failed in
 * pt-BR, naming the setting or file but never a value (docs/operations/health.md#health).
 */
export const readinessDetailsSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.object({
    database: readinessCheckSchema,
    migrations: readinessCheckSchema,
    settings: readinessCheckSchema,
    roundFeed: readinessCheckSchema,
    startUp: readinessCheckSchema,
  }),
});
export type ReadinessDetails = z.infer<typeof readinessDetailsSchema>;
export type ReadinessCheck = z.infer<typeof readinessCheckSchema>;

/**
 * GET /health/ready, public: 200 ready, or 503 with a generic reason. What
 * failed is in the log and at GET /ops-api/ready, never here: a stranger
 * learns nothing about the files, settings or secrets behind it.
 */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  reason: z.string().optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
