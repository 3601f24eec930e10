import type { Deposit } from '@velas/domain/schemas/wallet';
import { useEffect } from 'react';
import { api } from '#/core/api.ts';
import { useAppDispatch } from '#/core/hooks.ts';
import { useCancelDepositMutation, useDepositQuery } from '#/services/walletApi.ts';
import { useCountdown } from './useCountdown.ts';

const POLL_MS = 5000;

/** Where a charge stands: only a pending one can still be paid. */
export type ChargePhase = 'pending' | 'paid' | 'expired' | 'cancelled';

/** The api's status, or expired once the countdown ran out on a charge not yet paid or cancelled. */
export function chargePhase(status: Deposit['status'], secondsLeft: number): ChargePhase {
  if (status === 'paid' || status === 'cancelled') return status;
  return status === 'expired' || secondsLeft === 0 ? 'expired' : 'pending';
}

export function usePixCharge(initial: Deposit, lifetimeSeconds: number) {
  const secondsLeft = useCountdown(lifetimeSeconds);
  const dispatch = useAppDispatch();
  const { data, refetch, isFetching } = useDepositQuery(initial.id, {
    pollingInterval: secondsLeft > 0 ? POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [cancelCharge, { data: cancelAnswer, isLoading: cancelling, error: cancelError }] =
    useCancelDepositMutation();
  // The cancel's own answer first: a poll that left before it must not show the code again.
  const deposit = cancelAnswer?.data ?? data?.data ?? initial;
  const phase = chargePhase(deposit.status, secondsLeft);
  const paid = phase === 'paid';

  useEffect(() => {
    // A payment seen by polling changes the balance everywhere.
    if (paid) dispatch(api.util.invalidateTags(['Me', 'Transactions', 'Protection']));
  }, [paid, dispatch]);

  return {
    deposit,
    phase,
    secondsLeft,
    /** Asks the api now whether the charge was paid. */
    check: () => void refetch(),
    checking: isFetching,
    /** Cancels the charge, which frees the loss limit it holds. */
    cancel: () => void cancelCharge(deposit.id),
    cancelling,
    cancelError,
  };
}

export type PixCharge = ReturnType<typeof usePixCharge>;
