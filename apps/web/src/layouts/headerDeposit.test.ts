import { describe, expect, it } from 'vitest';
import { headerDepositLook } from './headerDeposit';

describe('the header Depositar', () => {
  it('is outlined while deposits are open, so a screen keeps its own filled action', () => {
    expect(headerDepositLook({ blocked: false })).toBe('outlined');
  });

  it('is gone while a pause or self-exclusion refuses deposits', () => {
    expect(headerDepositLook({ blocked: true })).toBe('hidden');
  });
});
