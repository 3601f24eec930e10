import { messages } from '@velas/domain/messages';
import type { SyntheticEvent } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';

/**
 * The CPF is held by an account that never passed KYC: the person who owns it
 * may register anyway and prove it by KYC (docs/product.md#cpf-claim).
 */
export function CpfClaimOffer({
  busy,
  onClaim,
}: {
  busy: boolean;
  onClaim: (event: SyntheticEvent) => void;
}) {
  return (
    <Alert tone="info">
      <p>{messages.cpfClaimable}</p>
      <p>
        Ao reivindicar, sua conta é criada e você conclui a verificação de identidade com o seu
        documento. Se for aprovada, o CPF passa para a sua conta e a conta anterior é encerrada.
      </p>
      <Button type="button" disabled={busy} onClick={onClaim}>
        Reivindicar este CPF
      </Button>
    </Alert>
  );
}
