import { describe, expect, it } from 'vitest';
import { chargePhase } from './usePixCharge.ts';

describe('chargePhase', () => {
  it("follows the api's status while the countdown runs", () => {
    expect(chargePhase('pending', 120)).toBe('pending');
    expect(chargePhase('paid', 120)).toBe('paid');
    expect(chargePhase('cancelled', 120)).toBe('cancelled');
    expect(chargePhase('expired', 120)).toBe('expired');
  });

  it('takes a pending charge for expired once the countdown reaches zero', () => {
    expect(chargePhase('pending', 1)).toBe('pending');
    expect(chargePhase('pending', 0)).toBe('expired');
  });

  it('keeps a paid or cancelled charge so after its deadline', () => {
    expect(chargePhase('paid', 0)).toBe('paid');
    expect(chargePhase('cancelled', 0)).toBe('cancelled');
  });
});
