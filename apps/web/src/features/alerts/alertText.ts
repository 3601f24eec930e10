// How an alert reads in the list, the toast and the system notification.
import { BET_HOUSE_LABELS, type BetHouse } from '@velas/domain/constants';
import type { AlertRule } from '@velas/domain/schemas/alerts';

const oddText = (odd: number) =>
  `${odd.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;

export function houseLabel(betHouse: BetHouse): string {
  return BET_HOUSE_LABELS[betHouse];
}

/** The rule in words, e.g. "Vela de 50,00x ou mais em BR4BET". */
export function describeAlert(rule: AlertRule): string {
  const house = houseLabel(rule.betHouse);
  return rule.kind === 'oddAtLeast'
    ? `Vela de ${oddText(rule.odd)} ou mais em ${house}`
    : `Nenhuma vela de ${oddText(rule.odd)} ou mais em ${String(rule.rounds)} rodadas em ${house}`;
}

/** What happened, for the toast and the notification body. */
export function firedText(rule: AlertRule, odd: number): string {
  return rule.kind === 'oddAtLeast'
    ? `Saiu ${oddText(odd)} em ${houseLabel(rule.betHouse)}.`
    : `${String(rule.rounds)} rodadas seguidas sem ${oddText(rule.odd)} em ${houseLabel(rule.betHouse)}.`;
}
