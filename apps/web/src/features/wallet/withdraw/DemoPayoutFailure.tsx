// Only a demo fails its own payouts: its payout provider does, on request, and
// the money returns; production has no such route (docs/product.md#demo-and-production).
import type { Withdrawal } from '@velas/domain/schemas/wallet';
import { Button } from '@velas/web-core/ui/Button';
import { usePublicSettings } from '../../../services/settingsApi';
import { useFailSandboxWithdrawalMutation } from '../../../services/walletApi';
import { DemoControl } from '../demoControl';
import { withdrawCopy } from './copy';

/** `Simular falha` on a processing withdrawal, framed and said as the demo's, not the player's. */
export function DemoPayoutFailure({ withdrawal }: { withdrawal: Withdrawal }) {
  const demo = usePublicSettings()?.mode === 'demo';
  const [fail, { isLoading: failing }] = useFailSandboxWithdrawalMutation();
  if (!demo || withdrawal.status !== 'processing') return null;
  return (
    <DemoControl>
      <p>
        <strong>{withdrawCopy.demoFailureTitle}</strong> {withdrawCopy.demoFailureText}
      </p>
      <Button
        type="button"
        $variant="secondary"
        disabled={failing}
        onClick={() => void fail(withdrawal.id)}
      >
        {withdrawCopy.simulateFailure}
      </Button>
    </DemoControl>
  );
}
