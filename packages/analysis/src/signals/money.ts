import type { Cents } from '@velas/domain/money';
import type { ColourSignal, Probability, RouletteSignal } from '@velas/domain/schemas/signals';
import { colourOdds } from './colour.js';
import { minesSignalProbability } from './mines.js';

export interface SignalMoney {
  chance: Probability;
  /** What a win returns per unit staked, the stake included (1.45 = "paga 1,45x"). */
  payout: number;
  returnPer100: Cents;
  tie?: Probability;
}

const HUNDRED_REAIS = 10_000;
const ratio = ({ numerator, denominator }: Probability) => numerator / denominator;
const centsOfRtp = (rtpPercent: number) => Math.round(rtpPercent * 100) as Cents;

export function rouletteMoney(signal: RouletteSignal): SignalMoney {
  const { numerator, denominator } = signal.winProbability;
  return {
    chance: signal.winProbability,
    payout: signal.payout,
    returnPer100: Math.round((HUNDRED_REAIS * numerator * signal.payout) / denominator) as Cents,
  };
}

/** Mines with 3 cells opened: the game pays its RTP over the chance, so the bet returns the RTP. */
export function minesMoney(rtpPercent: number): SignalMoney {
  const chance = minesSignalProbability();
  return {
    chance,
    payout: rtpPercent / 100 / ratio(chance),
    returnPer100: centsOfRtp(rtpPercent),
  };
}

export function colourMoney(game: ColourSignal['game'], rtpPercent: number): SignalMoney {
  const { win, tie } = colourOdds(game);
  return { chance: win, payout: 2, returnPer100: centsOfRtp(rtpPercent), tie };
}
