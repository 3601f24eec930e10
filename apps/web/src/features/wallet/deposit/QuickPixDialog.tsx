import { QUICK_AMOUNTS_TOP_MODAL } from '@velas/domain/constants';
import { authMessages } from '@velas/domain/messages/auth';
import { centsToDecimalString, type Cents } from '@velas/domain/money';
import { Dialog } from '@velas/web-core/ui/Dialog';
import { useAppSelector } from '#/core/hooks.ts';
import { selectSession } from '#/core/session/sessionSlice.ts';
import { useUpdateSecondSystemBalanceMutation } from '#/services/walletApi.ts';
import { walletCopy } from '../copy.ts';
import { DepositFlow } from './DepositFlow.tsx';
import { DepositMinimumLine } from './DepositMinimumLine.tsx';

/**
 * Closing it unmounts the flow, which clears the input and the error. It lives
 * beside the account menu, not in it, so the menu closes as it opens.
 */
export function QuickPixDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { userId } = useAppSelector(selectSession);
  const [updateBalance] = useUpdateSecondSystemBalanceMutation();

  // docs/product/registration.md#second-system: "Gerar Pix" in this modal first updates the second system's
  // balance.
  const beforeCreate = async (amount: Cents) => {
    if (userId === null) return;
    try {
      await updateBalance({ userId, firstBalance: Number(centsToDecimalString(amount)) }).unwrap();
    } catch (error) {
      throw new Error(authMessages.balanceUpdateFailed, { cause: error });
    }
  };

  return (
    <Dialog open={open} title={walletCopy.deposit} onClose={onClose}>
      {/* The Depositar screen's line: both rules a player needs before paying. */}
      <DepositMinimumLine />
      <DepositFlow quickAmounts={QUICK_AMOUNTS_TOP_MODAL} beforeCreate={beforeCreate} />
    </Dialog>
  );
}
