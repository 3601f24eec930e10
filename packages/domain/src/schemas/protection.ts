import { z } from 'zod';
import { protectionMessages } from '../messages/protection.js';
import { fill } from '../messages/sentences.js';
import { formatCents, type Cents } from '../money.js';
import {
  EXCLUSION_MAX_MONTHS,
  LOSS_LIMIT_MAX_CENTS,
  LOSS_LIMIT_MIN_CENTS,
  LOSS_PERIODS,
  PAUSE_DURATIONS,
  REALITY_CHECK_OPTIONS,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
} from '../protection.js';
import { centsAmount, queryDate } from './common.js';

export const lossPeriodSchema = z.enum(LOSS_PERIODS);

const sessionLimitRange = fill(protectionMessages.sessionLimitRange, {
  minimo: SESSION_LIMIT_MIN_MINUTES,
  maximo: SESSION_LIMIT_MAX_MINUTES,
});

export const limitsSchema = z.object({
  lossLimit: z
    .number()
    .int({ error: protectionMessages.lossLimitWholeReais })
    .min(LOSS_LIMIT_MIN_CENTS, {
      error: fill(protectionMessages.lossLimitMinimum, {
        valor: formatCents(LOSS_LIMIT_MIN_CENTS as Cents),
      }),
    })
    .max(LOSS_LIMIT_MAX_CENTS, {
      error: fill(protectionMessages.lossLimitMaximum, {
        valor: formatCents(LOSS_LIMIT_MAX_CENTS as Cents),
      }),
    })
    .transform((value) => value as Cents),
  lossPeriod: lossPeriodSchema,
  sessionMinutes: z
    .number()
    .int()
    .min(SESSION_LIMIT_MIN_MINUTES, { error: sessionLimitRange })
    .max(SESSION_LIMIT_MAX_MINUTES, { error: sessionLimitRange }),
});
export type LimitsInput = z.input<typeof limitsSchema>;

export const realityCheckRequestSchema = z.object({
  minutes: z.literal(REALITY_CHECK_OPTIONS),
});

export const realityCheckAnsweredRequestSchema = z.object({
  answered: z.number().int().positive().max(10_000),
});

const pauseDurations = Object.keys(PAUSE_DURATIONS) as [keyof typeof PAUSE_DURATIONS];
export const pauseRequestSchema = z.object({ duration: z.enum(pauseDurations) });
export const exclusionRequestSchema = z.object({
  months: z.number().int().min(1).max(EXCLUSION_MAX_MONTHS).nullable(),
});

export const BLOCK_KINDS = ['pause', 'exclusion'] as const;
export const blockSchema = z.object({
  kind: z.enum(BLOCK_KINDS),
  startsAt: z.iso.datetime(),
  /** null: an indefinite exclusion. */
  endsAt: z.iso.datetime().nullable(),
});

const limitsOutSchema = z.object({
  lossLimit: centsAmount,
  lossPeriod: lossPeriodSchema,
  sessionMinutes: z.number().int(),
});

export const protectionStatusSchema = z.object({
  /** Screens count session time from the api's clock, not the device's. */
  now: z.iso.datetime(),
  limits: limitsOutSchema.nullable(),
  pending: limitsOutSchema.extend({ effectiveAt: z.iso.datetime() }).nullable(),
  realityCheckMinutes: z.number().int(),
  period: z
    .object({
      start: z.iso.datetime(),
      renewsAt: z.iso.datetime(),
      /** Open Pix charges included: they may still be paid. */
      net: centsAmount,
      awaiting: centsAmount,
    })
    .nullable(),
  today: z.object({
    deposits: centsAmount,
    withdrawals: centsAmount,
    net: centsAmount,
    awaiting: centsAmount,
  }),
  session: z.object({
    startedAt: z.iso.datetime(),
    endsAt: z.iso.datetime().nullable(),
    blockedUntil: z.iso.datetime().nullable(),
    /** Reality checks answered in this session (remembered across reloads). */
    realityChecksAnswered: z.number().int().nonnegative().default(0),
    play: z
      .object({ bets: centsAmount, wins: centsAmount, net: centsAmount })
      .default({ bets: 0 as Cents, wins: 0 as Cents, net: 0 as Cents }),
  }),
  block: blockSchema.nullable(),
  refusal: z.string().nullable(),
  lossLimitHitYesterday: z.boolean(),
});
export type ProtectionStatus = z.infer<typeof protectionStatusSchema>;

export const signalPermitResponseSchema = z.object({ allowed: z.literal(true) });
export type SignalPermitResponse = z.infer<typeof signalPermitResponseSchema>;

/** `refund`: a payment received but not credited, returned to whoever paid it. */
export const RECORD_KINDS = [
  'deposit',
  'withdrawal',
  'refund',
  'limit',
  'pause',
  'exclusion',
  'game',
] as const;
export const recordSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  at: z.iso.datetime(),
  /** Cents for money; null for limit changes and blocks. */
  amount: centsAmount.nullable(),
  detail: z.string(),
  /** So an open or expired charge never looks like money that came in. */
  depositStatus: z.enum(['pending', 'paid', 'expired', 'cancelled']).optional(),
  round: z
    .object({
      game: z.string(),
      round: z.string(),
      bets: centsAmount,
      wins: centsAmount,
      rollbacks: centsAmount,
    })
    .optional(),
});
export type PlayerRecord = z.infer<typeof recordSchema>;
export const recordsQuerySchema = z.object({
  from: queryDate.optional(),
  to: queryDate.optional(),
});
export const recordsResponseSchema = z.object({ data: z.array(recordSchema) });
export type RecordsResponse = z.infer<typeof recordsResponseSchema>;
