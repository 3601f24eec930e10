// Only a demo pays its own deposits; production's route does not exist
// (docs/product.md#demo-and-production).
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { usePublicSettings } from '../../../services/settingsApi';
import { usePaySandboxDepositMutation } from '../../../services/walletApi';
import { depositCopy } from './copy';

const Sandbox = styled.div`
  border: 1px dashed ${({ theme }) => theme.colors.warning};
  border-radius: 6px;
  padding: 10px;
  width: 100%;
`;

export function SandboxPayment({ depositId }: { depositId: string }) {
  const demo = usePublicSettings()?.mode === 'demo';
  const [paySandbox, { isLoading: paying, error: payError }] = usePaySandboxDepositMutation();
  if (!demo) return null;
  return (
    <Sandbox>
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
    </Sandbox>
  );
}
