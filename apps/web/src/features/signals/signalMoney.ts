// What a signal's bet does with money, as the result's headline, and its
// chance and payout under it in smaller type (docs/product.md#true-odds):
// "Em média, a cada R$ 100,00 apostados voltam R$ 97,00." then "Acerta 66,96%
// das vezes e paga 1,45x." Every figure comes from
// packages/analysis/src/signals/money.ts.
import type { SignalMoney } from '@velas/analysis/signals/money';
import { fill, messages } from '@velas/domain/messages';
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

/** The money headline and the odds line of a signal whose game's RTP is known. */
export function signalMoneyLines(money: SignalMoney): { money: string; odds: string } {
  const values = {
    chance: formatProbability(money.chance),
    payout: formatPayout(money.payout),
    cem: HUNDRED_REAIS,
    volta: formatCents(money.returnPer100),
  };
  return money.tie
    ? {
        money: fill(messages.signalMoneyWithTie, values),
        odds: fill(messages.signalOddsWithTie, {
          ...values,
          empate: formatProbability(money.tie),
        }),
      }
    : { money: fill(messages.signalMoney, values), odds: fill(messages.signalOdds, values) };
}

/** When the game's RTP is not known, the chance alone in small type: no payout is guessed. */
export function signalChanceLines(chance: Probability): { odds: string } {
  return { odds: fill(messages.signalChanceOnly, { chance: formatProbability(chance) }) };
}

/** What every bet of a European wheel returns of R$ 100,00 on average. */
export function rouletteReturnValues(returnPer100: number) {
  return { cem: HUNDRED_REAIS, volta: formatCents(toCents(returnPer100)) };
}
