// The way on from a charge, each button naming its object. Paid: a new
// deposit or home (a used code is nothing to copy). Expired or cancelled: a
// new Pix, the code being no longer payable. Pending: a new charge (this one
// stays payable until it expires), asking whether this one was paid, or
// cancelling it, which frees the loss limit it holds.
import { Alert } from '@velas/web-core/ui/Alert';
import { Button, InternalButtonLink } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { depositCopy } from './copy';
import type { PixCharge } from './usePixCharge';

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
      {phase === 'pending' && (
        <Actions>
          <Button type="button" $variant="secondary" onClick={onNew}>
            {depositCopy.newPix}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            onClick={charge.check}
            disabled={charge.checking}
          >
            {depositCopy.checkPayment}
          </Button>
          <Button
            type="button"
            $variant="quiet"
            disabled={charge.cancelling}
            onClick={charge.cancel}
          >
            {depositCopy.cancelPix}
          </Button>
        </Actions>
      )}
      {charge.cancelError && <Alert>{charge.cancelError.message}</Alert>}
    </>
  );
}
