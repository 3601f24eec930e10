// A step that waits for the identity check: the reason
// and "Verificar identidade", the same on every screen that asks for it
// (Depositar, Sacar, a game). The dialog the button opens stays with the
// screen, outside what this card replaces.
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { kycCopy } from './copy.ts';

export function VerifyFirst({
  reason,
  reasonId,
  onVerify,
}: {
  reason: string;
  /** For a control the reason describes (aria-describedby). */
  reasonId?: string;
  onVerify: () => void;
}) {
  return (
    <Alert tone="info">
      <p id={reasonId}>{reason}</p>
      <Button type="button" onClick={onVerify}>
        {kycCopy.verifyIdentity}
      </Button>
    </Alert>
  );
}
