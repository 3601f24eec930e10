import { z } from 'zod';
import { centsAmount } from '../common.js';
import { staffReason } from './common.js';

export const playerSearchQuerySchema = z.strictObject({
  /** An e-mail, a CPF (with or without punctuation) or a player id. */
  q: z.string().trim().min(1).max(254),
});

export const playerSummarySchema = z.strictObject({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  cpfMasked: z.string(),
  status: z.string(),
  blocked: z.boolean(),
});
export const playerSearchResponseSchema = z.strictObject({
  players: z.array(playerSummarySchema),
});
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

const at = z.iso.datetime();
const maybeAt = at.nullable();

export const playerViewSchema = z.strictObject({
  player: z.strictObject({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    phone: z.string(),
    cpfMasked: z.string(),
    birthDateMasked: z.string().nullable(),
    status: z.string(),
    createdAt: at,
    closedAt: maybeAt,
    balanceCents: centsAmount,
  }),
  kyc: z.strictObject({
    status: z.string(),
    rejection: z.string().nullable(),
    cpfRole: z.string(),
    sessions: z.array(z.strictObject({ status: z.string(), createdAt: at, finishedAt: maybeAt })),
  }),
  cpfClaims: z.array(
    z.strictObject({
      id: z.number().int(),
      side: z.enum(['claimant', 'released']),
      status: z.string(),
      heldBalanceCents: centsAmount,
      claimedAt: at,
    }),
  ),
  ledger: z.array(
    z.strictObject({
      id: z.number().int(),
      amountCents: centsAmount,
      kind: z.string(),
      status: z.string(),
      reference: z.string().nullable(),
      balanceAfterCents: centsAmount,
      createdAt: at,
    }),
  ),
  deposits: z.array(
    z.strictObject({
      id: z.string(),
      amountCents: centsAmount,
      status: z.string(),
      createdAt: at,
      expiresAt: at,
      paidAt: maybeAt,
    }),
  ),
  withdrawals: z.array(
    z.strictObject({
      id: z.number().int(),
      amountCents: centsAmount,
      status: z.string(),
      reviewReason: z.string().nullable(),
      createdAt: at,
      settledAt: maybeAt,
    }),
  ),
  payouts: z.array(
    z.strictObject({
      id: z.string(),
      purpose: z.string(),
      amountCents: centsAmount,
      status: z.string(),
      failureReason: z.string().nullable(),
      createdAt: at,
      settledAt: maybeAt,
    }),
  ),
  rounds: z.array(
    z.strictObject({
      transactionUuid: z.string(),
      kind: z.string(),
      game: z.string().nullable(),
      round: z.string().nullable(),
      amountCents: centsAmount,
      status: z.string(),
      createdAt: at,
    }),
  ),
  protection: z.strictObject({
    limits: z.array(
      z.strictObject({
        lossLimitCents: centsAmount,
        lossPeriod: z.string(),
        sessionMinutes: z.number().int(),
        requestedAt: at,
        effectiveAt: at,
        cancelledAt: maybeAt,
      }),
    ),
    blocks: z.array(z.strictObject({ kind: z.string(), startsAt: at, endsAt: maybeAt })),
  }),
  accountBlocks: z.array(
    z.strictObject({
      id: z.number().int(),
      reason: z.string(),
      blockedBy: z.number().int(),
      blockedAt: at,
      liftedBy: z.number().int().nullable(),
      liftedAt: maybeAt,
      liftReason: z.string().nullable(),
    }),
  ),
  sessions: z.array(z.strictObject({ createdAt: at, expiresAt: at, revokedAt: maybeAt })),
  audit: z.array(
    z.strictObject({
      id: z.number().int(),
      at,
      actor: z.string(),
      category: z.string(),
      action: z.string(),
      amountCents: centsAmount.nullable(),
      details: z.record(z.string(), z.unknown()),
      requestId: z.string().nullable(),
    }),
  ),
  notes: z.array(
    z.strictObject({
      id: z.number().int(),
      staffId: z.number().int(),
      body: z.string(),
      createdAt: at,
    }),
  ),
});
export type PlayerView = z.infer<typeof playerViewSchema>;

export const revealFields = ['cpf', 'birthDate'] as const;
export const revealRequestSchema = z.strictObject({
  fields: z.array(z.enum(revealFields)).min(1).max(2),
  reason: staffReason,
});
export const revealResponseSchema = z.strictObject({
  cpf: z.string().optional(),
  birthDate: z.string().nullable().optional(),
});

export const noteRequestSchema = z.strictObject({
  body: z.string().trim().min(1).max(2_000),
});
export const noteResponseSchema = z.strictObject({ id: z.number().int() });
