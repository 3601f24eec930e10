import type { Cents } from '@velas/domain/money';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { PixKeyType } from '@velas/domain/schemas/wallet';
import { useWithdrawMutation } from '#/services/walletApi.ts';
import { useMoneyAttempt } from '../useMoneyAttempt.ts';
import { pixKeyFor } from './pixKey.ts';
import type { RequestedWithdrawal } from './WithdrawalReceipt.tsx';

/**
 * Asks for a withdrawal to the profile's own Pix key of the type chosen, one
 * attempt at a time; the withdrawal asked for, or undefined when a request
 * was already in flight.
 */
export function useRequestWithdrawal(profile: UserProfile) {
  const [withdraw] = useWithdrawMutation();
  const attempt = useMoneyAttempt();
  return async ({
    amount,
    pixType,
  }: {
    amount: Cents;
    pixType: PixKeyType;
  }): Promise<RequestedWithdrawal | undefined> => {
    const key = pixKeyFor(profile, pixType);
    const request = { amount, pixType, pixKey: key.sent };
    const answer = await attempt(request, (idempotencyKey) =>
      withdraw({ ...request, idempotencyKey }).unwrap(),
    );
    return answer && { id: answer.id, amount, keyShown: key.shown };
  };
}
