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
