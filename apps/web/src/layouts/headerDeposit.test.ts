import { describe, expect, it } from 'vitest';
import { headerDepositLook } from './headerDeposit';

const look = (pathname: string, kycApproved: boolean | undefined = true, blocked = false) =>
  headerDepositLook({ pathname, kycApproved, blocked });

describe('the header Depositar', () => {
  it('is the filled action on screens without a deposit of their own', () => {
    expect(look('/admin/history-aviator')).toBe('filled');
    expect(look('/rtl/games')).toBe('filled');
    expect(look('/admin/strategy-lab', undefined)).toBe('filled');
  });

  it('steps back where the screen has its own deposit action or is about stopping', () => {
    for (const path of [
      '/admin/dashboard',
      '/admin/deposit',
      '/admin/withdraw',
      '/admin/jogo-responsavel',
      '/rtl/jogo-responsavel',
    ])
      expect(look(path)).toBe('outlined');
  });

  it('steps back until KYC passes', () => {
    expect(look('/admin/games', false)).toBe('outlined');
  });

  it('is gone while a pause or self-exclusion refuses deposits, whatever the screen', () => {
    expect(look('/admin/games', true, true)).toBe('hidden');
    expect(look('/admin/jogo-responsavel', false, true)).toBe('hidden');
  });
});
