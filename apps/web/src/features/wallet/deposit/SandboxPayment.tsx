// Only a demo pays its own deposits; production's route does not exist
// (docs/product.md#demo-and-production).
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { usePublicSettings } from '../../../services/settingsApi';
import { usePaySandboxDepositMutation } from '../../../services/walletApi';
import { DemoControl } from '../demoControl';
import { depositCopy } from './copy';

export function SandboxPayment({ depositId }: { depositId: string }) {
  const demo = usePublicSettings()?.mode === 'demo';
  const [paySandbox, { isLoading: paying, error: payError }] = usePaySandboxDepositMutation();
  if (!demo) return null;
  return (
    <DemoControl>
      <p>
        <strong>{depositCopy.sandboxTitle}</strong> {depositCopy.sandboxText}
      </p>
      <Button
        type="button"
        $variant="secondary"
        disabled={paying}
        onClick={() => void paySandbox(depositId)}
      >
        {depositCopy.simulatePayment}
      </Button>
      {payError && <Alert>{payError.message}</Alert>}
    </DemoControl>
  );
}
