import { messages } from '@velas/domain/messages';
import { isApiFailure } from '../../../core/api';

type WithdrawOutcome = { kind: 'addressRequired' } | { kind: 'failed'; message: string };

/**
 * docs/product.md#wallet-withdrawals: the address message opens the address form; anything else is
 * shown with its reason.
 */
export function withdrawOutcome(failure: unknown): WithdrawOutcome {
  const reason =
    isApiFailure(failure) && failure.message ? failure.message : messages.withdrawFailed;
  if (reason === messages.addressRequired) return { kind: 'addressRequired' };
  return { kind: 'failed', message: `${messages.withdrawFailedPrefix} ${reason}` };
}
