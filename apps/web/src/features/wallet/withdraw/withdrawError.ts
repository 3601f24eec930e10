import { walletMessages } from '@velas/domain/messages/wallet';
import { failureCode, isApiFailure } from '@velas/web-core/api-failure';

/** The address could not be saved, so the withdrawal after it was not asked for. */
export class AddressNotSaved extends Error {
  /** `cause`: the save's own failure, kept for whoever reads the error past the message. */
  constructor(cause: unknown) {
    super(walletMessages.addressUpdateFailed, { cause });
    this.name = 'AddressNotSaved';
  }
}

type WithdrawOutcome = { kind: 'addressRequired' } | { kind: 'failed'; message: string };

/**
 * docs/product/wallet.md#wallet-withdrawals: the api's `address_required` opens
 * the address fields; a failed save of the address says so; anything else is
 * shown with its reason.
 */
export function withdrawOutcome(failure: unknown): WithdrawOutcome {
  if (failure instanceof AddressNotSaved)
    return { kind: 'failed', message: walletMessages.addressUpdateFailed };
  if (failureCode(failure) === 'address_required') return { kind: 'addressRequired' };
  const reason =
    isApiFailure(failure) && failure.message ? failure.message : walletMessages.withdrawFailed;
  return { kind: 'failed', message: `${walletMessages.withdrawFailedPrefix} ${reason}` };
}
