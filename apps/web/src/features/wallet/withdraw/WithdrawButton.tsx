// The form's one button, named for what it will do.
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { formatCents, type Cents } from '@velas/domain/money';
import { Button } from '@velas/web-core/ui/Button';
import { withdrawCopy } from './copy.ts';
import type { Purpose } from './withdrawPurpose.ts';

/** The spec's `Confirmar` stays its first word. */
function buttonLabel(purpose: Purpose, amount: Cents | null): string {
  if (purpose === 'saveAddress') return withdrawCopy.saveAddress;
  return amount === null
    ? withdrawCopy.confirm
    : fill(walletMessages.withdrawConfirmAmount, { valor: formatCents(amount) });
}

export function WithdrawButton({
  purpose,
  amount,
  disabled,
}: {
  purpose: Purpose;
  amount: Cents | null;
  disabled: boolean;
}) {
  return (
    <Button type="submit" $block disabled={disabled}>
      {buttonLabel(purpose, amount)}
    </Button>
  );
}
