import { walletMessages } from '@velas/domain/messages/wallet';
import { describe, expect, it } from 'vitest';
import { AddressNotSaved, withdrawOutcome } from './withdrawError.ts';

describe('AddressNotSaved', () => {
  it("keeps the save's failure as its cause and reads as the address message", () => {
    const saveFailed = new Error('500');
    const failure = new AddressNotSaved(saveFailed);
    expect(failure.cause).toBe(saveFailed);
    expect(withdrawOutcome(failure)).toEqual({
      kind: 'failed',
      message: walletMessages.addressUpdateFailed,
    });
  });
});
