// The sentence that says what a signal's bet does with money, beside its
// chance (docs/product.md#true-odds): "Acerta 66,96% das vezes e paga 1,45x:
// em média, a cada R$ 100,00 apostados voltam R$ 97,00." Every figure comes
// from packages/analysis/src/signals/money.ts.
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

export function signalMoneySentence(money: SignalMoney): string {
  const values = {
    chance: formatProbability(money.chance),
    payout: formatPayout(money.payout),
    cem: HUNDRED_REAIS,
    volta: formatCents(money.returnPer100),
  };
  return money.tie
    ? fill(messages.signalMoneyWithTie, { ...values, empate: formatProbability(money.tie) })
    : fill(messages.signalMoney, values);
}

/** When the game's RTP is not known, the chance alone: no payout is guessed. */
export function signalChanceSentence(chance: Probability): string {
  return fill(messages.signalChanceOnly, { chance: formatProbability(chance) });
}

/** What every bet of a European wheel returns of R$ 100,00 on average. */
export function rouletteReturnValues(returnPer100: number) {
  return { cem: HUNDRED_REAIS, volta: formatCents(toCents(returnPer100)) };
}
