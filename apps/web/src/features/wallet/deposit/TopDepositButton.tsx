import { QUICK_AMOUNTS_TOP_MODAL } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import { centsToDecimalString, type Cents } from '@velas/domain/money';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../core/hooks';
import { selectSession } from '../../../core/session/sessionSlice';
import { useUpdateSecondSystemBalanceMutation } from '../../../services/walletApi';
import { Button } from '../../../ui/Button';
import { Dialog } from '../../../ui/Dialog';
import { DepositFlow } from './DepositFlow';
import { media } from '../../../core/theme/media';
import { visuallyHidden } from '../../../ui/visuallyHidden';

/** Phones have room for "Pix" only; the aria-label keeps the name whole for screen readers. */
const Wide = styled.span`
  ${media.phone} {
    ${visuallyHidden}
  }
`;

/**
 * The top area's deposit modal (docs/product.md#wallet-deposits): static backdrop; closing it
 * unmounts the flow, which clears the input and the error.
 */
export function TopDepositButton() {
  const [open, setOpen] = useState(false);
  const { userId } = useAppSelector(selectSession);
  const [updateBalance] = useUpdateSecondSystemBalanceMutation();

  // docs/product.md#second-system: "Gerar Pix" in this modal first updates the second system's
  // balance.
  const beforeCreate = async (amount: Cents) => {
    if (userId === null) return;
    try {
      await updateBalance({ userId, firstBalance: Number(centsToDecimalString(amount)) }).unwrap();
    } catch {
      throw new Error(messages.balanceUpdateFailed);
    }
  };

  return (
    <>
      <Button
        type="button"
        $variant="secondary"
        aria-label="Pix rápido"
        onClick={() => {
          setOpen(true);
        }}
      >
        <span>
          Pix<Wide> rápido</Wide>
        </span>
      </Button>
      <Dialog
        open={open}
        title="Depositar"
        onClose={() => {
          setOpen(false);
        }}
      >
        <DepositFlow quickAmounts={QUICK_AMOUNTS_TOP_MODAL} beforeCreate={beforeCreate} />
      </Dialog>
    </>
  );
}
