import { colourOdds, type ColourGame } from '@velas/analysis/signals/colour';
import { minesSignalProbability } from '@velas/analysis/signals/mines';
import { EUROPEAN_ROULETTE_RTP } from '@velas/analysis/signals/roulette';
import { gamesMessages } from '@velas/domain/messages/games';
import { fill } from '@velas/domain/messages/sentences';
import { formatProbability } from '@velas/domain/schemas/signals';
import { rouletteReturnValues } from './signalMoney.ts';

export type SignalKind = 'roulette' | 'mines' | 'entries' | ColourGame;

export function signalIntro(kind: SignalKind): string {
  switch (kind) {
    case 'roulette':
      return fill(
        gamesMessages.signalIntroRoulette,
        rouletteReturnValues(Math.round(EUROPEAN_ROULETTE_RTP * 100)),
      );
    case 'mines':
      return fill(gamesMessages.signalIntroMines, {
        chance: formatProbability(minesSignalProbability()),
      });
    case 'entries':
      return gamesMessages.signalIntroEntries;
    default: {
      const { win, tie } = colourOdds(kind);
      return fill(gamesMessages.signalIntroColour, {
        chance: formatProbability(win),
        empate: formatProbability(tie),
      });
    }
  }
}
