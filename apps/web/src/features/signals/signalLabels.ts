// The request button's text (docs/product.md#signal-flow): it says the signal is a draw.
import { messages } from '@velas/domain/messages';

export function signalButtonLabel(hasSignal: boolean): string {
  return hasSignal ? messages.signalDrawAgain : messages.signalDraw;
}
