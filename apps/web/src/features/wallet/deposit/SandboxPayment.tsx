import { usePaySandboxDepositMutation } from '#/services/walletApi.ts';
import { DemoAction } from '../DemoAction.tsx';
import { depositCopy } from './copy.ts';

export function SandboxPayment({ depositId }: { depositId: string }) {
  const [pay, { isLoading, error }] = usePaySandboxDepositMutation();
  return (
    <DemoAction
      title={depositCopy.sandboxTitle}
      text={depositCopy.sandboxText}
      label={depositCopy.simulatePayment}
      busy={isLoading}
      error={error}
      onRun={() => void pay(depositId)}
    />
  );
}
