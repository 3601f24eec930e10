// The sentence a signal screen opens with, before the first tap
// (docs/product.md#signal-screens): what a signal is and the chance it wins,
// worked out from the game's rules like the result's own figures.
import { colourOdds, type ColourGame } from '@velas/analysis/signals/colour';
import { minesSignalProbability } from '@velas/analysis/signals/mines';
import { EUROPEAN_ROULETTE_RTP } from '@velas/analysis/signals/roulette';
import { fill, messages } from '@velas/domain/messages';
import { formatProbability } from '@velas/domain/schemas/signals';
import { rouletteReturnValues } from './signalMoney';

export type SignalKind = 'roulette' | 'mines' | 'entries' | ColourGame;

export function signalIntro(kind: SignalKind): string {
  switch (kind) {
    case 'roulette':
      return fill(
        messages.signalIntroRoulette,
        rouletteReturnValues(Math.round(EUROPEAN_ROULETTE_RTP * 100)),
      );
    case 'mines':
      return fill(messages.signalIntroMines, {
        chance: formatProbability(minesSignalProbability()),
      });
    case 'entries':
      return messages.signalIntroEntries;
    default: {
      const { win, tie } = colourOdds(kind);
      return fill(messages.signalIntroColour, {
        chance: formatProbability(win),
        empate: formatProbability(tie),
      });
    }
  }
}
