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
      balanceCents: 12_345,
      ...overrides,
    },
    kyc: { status: 'approved', rejection: null, cpfRole: 'owner', sessions: [] },
    cpfClaims: [],
    ledger: [
      {
        id: 1,
        amountCents: 12_345,
        kind: 'deposit',
        status: 'settled',
        reference: null,
        balanceAfterCents: 12_345,
        createdAt: at,
      },
    ],
    deposits: [],
    withdrawals: [],
    payouts: [],
    rounds: [],
    protection: { limits: [], blocks: [] },
    accountBlocks: [],
    sessions: [],
    audit: [],
    notes: [],
  };
}
