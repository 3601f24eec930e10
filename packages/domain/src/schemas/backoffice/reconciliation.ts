import { z } from 'zod';
import { centsAmount, queryDate } from '../common.js';

export const reconciliationQuerySchema = z.strictObject({
  /** A São Paulo calendar day; today's when left out. */
  date: queryDate.optional(),
});

const total = z.strictObject({ count: z.number().int(), cents: centsAmount });
/** A line of the aggregator's report; cents null: its amount is not a whole number of cents. */
const aggregatorTotal = z.strictObject({ count: z.number().int(), cents: centsAmount.nullable() });

export const reconciliationResponseSchema = z.strictObject({
  date: z.string(),
  balanced: z.boolean(),
  pix: z.strictObject({
    /** Payments received during the São Paulo day, each with the command's verdict. */
    received: total,
    credited: total,
    refunded: total,
    refundProcessing: total,
    pendingReview: total,
    lines: z.array(
      z.strictObject({
        paymentId: z.string().nullable(),
        chargeId: z.string(),
        userId: z.number().int().nullable(),
        amountCents: centsAmount,
        at: z.iso.datetime(),
        outcome: z.string(),
        state: z.enum(['credited', 'refunded', 'refund_processing', 'pending_review']),
      }),
    ),
    /** The command's verdict on every payment ever received, not only this day's. */
    balanced: z.boolean(),
  }),
  payouts: z.strictObject({
    /** Every withdrawal by state (the command's totals, not per day). */
    withdrawals: z.record(z.string(), total),
    refunds: z.record(z.string(), total),
    problems: z.array(z.string()),
    balanced: z.boolean(),
  }),
  gameMoney: z.strictObject({
    /** The aggregator's report day: a UTC day. */
    utcDate: z.string(),
    bet: total,
    won: total,
    rolledBack: total,
    aggregator: z
      .strictObject({ bet: aggregatorTotal, won: aggregatorTotal, rolledBack: aggregatorTotal })
      .nullable(),
    aggregatorError: z.string().nullable(),
    mismatches: z.array(
      z.strictObject({
        field: z.enum(['bets', 'wins', 'rollbacks']),
        ours: total,
        aggregator: aggregatorTotal,
      }),
    ),
    ledgerProblems: z.array(z.string()),
    balanced: z.boolean(),
  }),
});
export type ReconciliationResponse = z.infer<typeof reconciliationResponseSchema>;
