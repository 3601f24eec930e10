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

describe("the api's refusal of a withdrawal", () => {
  const refusal = (code: string, message: string) => ({ status: 422, code, message, errors: {} });

  it('opens the address fields on the code `address_required`, whatever its text', () => {
    expect(withdrawOutcome(refusal('address_required', 'Endereço, por favor.'))).toEqual({
      kind: 'addressRequired',
    });
  });

  it("says any other refusal with its reason, even one worded like the address's", () => {
    expect(withdrawOutcome(refusal('refused', walletMessages.addressRequired))).toEqual({
      kind: 'failed',
      message: `${walletMessages.withdrawFailedPrefix} ${walletMessages.addressRequired}`,
    });
  });
});
