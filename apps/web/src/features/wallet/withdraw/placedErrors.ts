// Where a message shows, once (docs/design.md#principles): at the amount, at
// the address fields, or, owned by no field, above the form.
import { walletMessages } from '@velas/domain/messages/wallet';

/** The messages said at the amount field; the address's is said at its fields. */
const AMOUNT_MESSAGES: readonly string[] = [
  walletMessages.withdrawAmountRequired,
  walletMessages.withdrawMinimum,
];

export function placedErrors(errors: readonly string[]) {
  const amount = errors.find((message) => AMOUNT_MESSAGES.includes(message)) ?? null;
  const address = errors.includes(walletMessages.addressFieldsRequired)
    ? walletMessages.addressFieldsRequired
    : null;
  return {
    amount,
    address,
    /** Owned by no field. */
    form: errors.filter((message) => message !== amount && message !== address),
  };
}
