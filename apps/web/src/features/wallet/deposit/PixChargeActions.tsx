// A used code is nothing to copy.
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
