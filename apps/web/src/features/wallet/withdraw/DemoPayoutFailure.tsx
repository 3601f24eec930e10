// Only a demo fails its own payouts: its payout provider does, on request, and
// the money returns; production has no such route (docs/product/platform.md#demo-and-production).
import type { Withdrawal } from '@velas/domain/schemas/wallet';
import { useFailSandboxWithdrawalMutation } from '#/services/walletApi.ts';
import { DemoAction } from '../DemoAction.tsx';
import { withdrawCopy } from './copy.ts';

/** `Simular falha` on a processing withdrawal, framed and said as the demo's, not the player's. */
export function DemoPayoutFailure({ withdrawal }: { withdrawal: Withdrawal }) {
  const [fail, { isLoading, error }] = useFailSandboxWithdrawalMutation();
  if (withdrawal.status !== 'processing') return null;
  return (
    <DemoAction
      title={withdrawCopy.demoFailureTitle}
      text={withdrawCopy.demoFailureText}
      label={withdrawCopy.simulateFailure}
      busy={isLoading}
      error={error}
      onRun={() => void fail(withdrawal.id)}
    />
  );
}
