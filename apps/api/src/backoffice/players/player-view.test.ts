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
  birth_date: '1990-04-12',
  status: 'active',
  kyc_status: 'approved',
  kyc_rejection: null,
  cpf_role: 'holder',
  balance_cents: toCents(1_234),
  created_at: new Date('2026-01-02T03:04:05Z'),
  closed_at: null,
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
    claimant_id: 7,
    review_status: 'pending' as const,
    held_balance_cents: toCents(500),
    claimed_at: new Date('2026-02-01T00:00:00Z'),
  };

  it("tells the player's side: the claimant, or the one the CPF was released from", () => {
    expect(cpfClaimView(7, claim).side).toBe('claimant');
    expect(cpfClaimView(8, claim).side).toBe('released');
  });
});
