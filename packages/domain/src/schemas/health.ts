import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

export const livenessResponseSchema = z.object({ status: z.literal('live') });

export const readinessCheckSchema = z.object({
  ok: z.boolean(),
  problem: z.string().optional(),
});

/** Names the setting or file, never a value. */
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

/** Public: what failed is only in the log and at GET /ops-api/ready. */
export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not-ready']),
  reason: z.string().optional(),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
