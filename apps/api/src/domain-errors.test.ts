import { historyMessages } from '@velas/domain/messages/history';
import { walletMessages } from '@velas/domain/messages/wallet';
import { describe, expect, it } from 'vitest';
import { Conflict, InternalFailure, Refused } from '#/domain-errors.js';

describe('the domain errors', () => {
  it('name one field with X.field, several with { fields }, and none by default', () => {
    const one = Refused.field('address', walletMessages.addressRequired);
    expect(one.errors).toEqual({ address: [walletMessages.addressRequired] });
    const several = new Conflict(historyMessages.roundConflict, {
      fields: { rounds: ['a', 'b'] },
    });
    expect(several.errors).toEqual({ rounds: ['a', 'b'] });
    expect(new Refused(walletMessages.insufficientBalance).errors).toEqual({});
  });

  it("carry their kind's code, or the specific one they name", () => {
    expect(new Refused(walletMessages.closeRoundOpen).answerCode).toBe('refused');
    expect(new InternalFailure(walletMessages.depositFailed).answerCode).toBe('internal_failure');
    expect(
      Refused.field('address', walletMessages.addressRequired, 'address_required'),
    ).toMatchObject({
      answerCode: 'address_required',
      errors: { address: [walletMessages.addressRequired] },
    });
    expect(
      new Conflict(walletMessages.withdrawAlreadySettled, { code: 'conflict' }).answerCode,
    ).toBe('conflict');
  });

  it('keep a cause only when one is given', () => {
    const cause = new Error('underneath');
    const failure = new InternalFailure(walletMessages.depositFailed, { cause });
    expect(failure).toMatchObject({ cause, errors: {}, name: 'InternalFailure' });
    expect('cause' in Refused.field('address', walletMessages.addressRequired)).toBe(false);
  });
});
