import { toCents } from '@velas/domain/money';
import type { PlayerView } from '@velas/domain/schemas/backoffice/players';

const at = '2026-11-20T12:00:00.000Z';

export function playerView(overrides: Partial<PlayerView['player']> = {}): PlayerView {
  return {
    player: {
      id: 42,
      email: 'ana@velas.test',
      name: 'Ana Souza',
      phone: '+55 11 99999-0000',
      cpfMasked: '***.456.789-**',
      birthDateMasked: '**/**/1990',
      status: 'active',
      createdAt: at,
      closedAt: null,
      balanceCents: toCents(12_345),
      ...overrides,
    },
    kyc: { status: 'approved', rejection: null, cpfRole: 'holder', sessions: [] },
    cpfClaims: [],
    ledger: [
      {
        id: 1,
        amountCents: toCents(12_345),
        kind: 'Deposit',
        status: 'paid',
        reference: null,
        balanceAfterCents: toCents(12_345),
        createdAt: at,
      },
    ],
    deposits: [],
    withdrawals: [],
    payouts: [
      {
        id: 'payout-1',
        purpose: 'refund',
        amountCents: toCents(5_000),
        status: 'queued',
        failureReason: null,
        createdAt: at,
        settledAt: null,
      },
    ],
    rounds: [
      {
        transactionUuid: 'bet-1',
        kind: 'bet',
        game: 'Aviator',
        round: '7',
        amountCents: toCents(1_000),
        status: 'RS_ERROR_NOT_ENOUGH_MONEY',
        createdAt: at,
      },
    ],
    protection: { limits: [], blocks: [] },
    accountBlocks: [],
    sessions: [],
    audit: [],
    notes: [],
  };
}
