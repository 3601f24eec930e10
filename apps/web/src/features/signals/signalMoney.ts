// The chance is said of the bet, never of the signal.
import type { SignalMoney } from '@velas/analysis/signals/money';
import { gamesMessages } from '@velas/domain/messages/games';
import { fill } from '@velas/domain/messages/sentences';
import { formatCents, toCents } from '@velas/domain/money';
import { formatProbability, type Probability } from '@velas/domain/schemas/signals';

const HUNDRED_REAIS = formatCents(toCents(10_000));

/** "2x" for a whole payout, "1,45x" otherwise (two decimals, as the games show it). */
export function formatPayout(payout: number): string {
  const rounded = Math.round(payout * 100) / 100;
  return `${rounded.toLocaleString('pt-BR', {
    minimumFractionDigits: Number.isInteger(rounded) ? 0 : 2,
    maximumFractionDigits: 2,
  })}x`;
}

/** Whose chance the odds line states: the game's squares, colours or the drawn bet. */
type OddsSubject = 'mines' | 'colour' | 'roulette';

const ODDS = {
  mines: gamesMessages.signalOddsMines,
  colour: gamesMessages.signalOddsColour,
  roulette: gamesMessages.signalOddsRoulette,
} as const;

const CHANCE_ONLY = {
  mines: gamesMessages.signalChanceMines,
  colour: gamesMessages.signalChanceColour,
} as const;

/** The money headline and the odds line of a signal whose game's RTP is known. */
export function signalMoneyLines(
  money: SignalMoney,
  subject: OddsSubject,
): { money: string; odds: string } {
  const values = {
    chance: formatProbability(money.chance),
    payout: formatPayout(money.payout),
    cem: HUNDRED_REAIS,
    volta: formatCents(money.returnPer100),
    empate: money.tie ? formatProbability(money.tie) : '',
  };
  return {
    money: fill(money.tie ? gamesMessages.signalMoneyWithTie : gamesMessages.signalMoney, values),
    odds: fill(ODDS[subject], values),
  };
}

/** When the game's RTP is not known, the chance alone in small type: no payout is guessed. */
export function signalChanceLines(
  chance: Probability,
  subject: keyof typeof CHANCE_ONLY,
): { odds: string } {
  return { odds: fill(CHANCE_ONLY[subject], { chance: formatProbability(chance) }) };
}

/** What every bet of a European wheel returns of R$ 100,00 on average. */
export function rouletteReturnValues(returnPer100: number) {
  return { cem: HUNDRED_REAIS, volta: formatCents(toCents(returnPer100)) };
}
