import { gamesMessages } from '@velas/domain/messages/games';

export function signalButtonLabel(hasSignal: boolean): string {
  return hasSignal ? gamesMessages.signalDrawAgain : gamesMessages.signalDraw;
}
