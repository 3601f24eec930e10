// The request button's text (docs/product/signals.md#signal-flow): it says the signal is a draw.
import { gamesMessages } from '@velas/domain/messages/games';

export function signalButtonLabel(hasSignal: boolean): string {
  return hasSignal ? gamesMessages.signalDrawAgain : gamesMessages.signalDraw;
}
