// The way on from a closed charge, each button naming its object. Paid: a new
// deposit or home (a used code is nothing to copy). Expired or cancelled: a
// new Pix, the code being no longer payable. A pending one's are with its
// code (PixPaymentMeans); a failed cancel is said here, whatever the phase.
import { Alert } from '@velas/web-core/ui/Alert';
import { Button, InternalButtonLink } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { depositCopy } from './copy.ts';
import type { PixCharge } from './usePixCharge.ts';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: center;
`;

export function PixChargeActions({ charge, onNew }: { charge: PixCharge; onNew: () => void }) {
  const { phase } = charge;
  return (
    <>
      {phase === 'paid' && (
        <Actions>
          <Button type="button" $variant="secondary" onClick={onNew}>
            {depositCopy.newDeposit}
          </Button>
          <InternalButtonLink to="/admin/dashboard">{depositCopy.goHome}</InternalButtonLink>
        </Actions>
      )}
      {(phase === 'expired' || phase === 'cancelled') && (
        <Actions>
          <Button type="button" onClick={onNew}>
            {depositCopy.newPix}
          </Button>
          <InternalButtonLink to="/admin/dashboard" $variant="secondary">
            {depositCopy.goHome}
          </InternalButtonLink>
        </Actions>
      )}
      {charge.cancelError && <Alert>{charge.cancelError.message}</Alert>}
    </>
  );
}
