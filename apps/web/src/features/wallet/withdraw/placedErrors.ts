// Where a message shows, once (docs/design.md#principles): at the amount, at
// the address fields, or, owned by no field, above the form.
import { messages } from '@velas/domain/messages';

/** The messages said at the amount field; the address's is said at its fields. */
const AMOUNT_MESSAGES: readonly string[] = [
  messages.withdrawAmountRequired,
  messages.withdrawMinimum,
];

export function placedErrors(errors: readonly string[]) {
  const amount = errors.find((message) => AMOUNT_MESSAGES.includes(message)) ?? null;
  const address = errors.includes(messages.addressFieldsRequired)
    ? messages.addressFieldsRequired
    : null;
  return {
    amount,
    address,
    /** Owned by no field. */
    form: errors.filter((message) => message !== amount && message !== address),
  };
}
