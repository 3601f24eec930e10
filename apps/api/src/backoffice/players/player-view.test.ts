import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { cpfClaimView, playerDetails } from './player-view.js';
import type { PlayerRow } from './players-repository.js';

const ROW: PlayerRow = {
  id: 7,
  email: 'ana@example.com',
  name: 'Ana',
  phone: '11999990000',
  cpf: '52998224725',
  birthDate: '1990-04-12',
  status: 'active',
  kycStatus: 'approved',
  kycRejection: null,
  cpfRole: 'holder',
  balanceCents: toCents(1_234),
  createdAt: new Date('2026-01-02T03:04:05Z'),
  closedAt: null,
  blocked: false,
};

describe('playerDetails', () => {
  it('masks the CPF and the birth date, and gives dates as ISO text', () => {
    const details = playerDetails(ROW);
    expect(details).toMatchObject({
      cpfMasked: '***.982.247-**',
      birthDateMasked: '**/**/****',
      createdAt: '2026-01-02T03:04:05.000Z',
      closedAt: null,
    });
    expect(JSON.stringify(details)).not.toContain('52998224725');
    expect(JSON.stringify(details)).not.toContain('1990');
  });
});

describe('cpfClaimView', () => {
  const claim = {
    id: 3,
    claimantId: 7,
    reviewStatus: 'pending' as const,
    heldBalanceCents: toCents(500),
    claimedAt: new Date('2026-02-01T00:00:00Z'),
  };

  it("tells the player's side: the claimant, or the one the CPF was released from", () => {
    expect(cpfClaimView(7, claim).side).toBe('claimant');
    expect(cpfClaimView(8, claim).side).toBe('released');
  });
});
