// How an alert reads in the list, the toast and the system notification.
import { formatOdd } from '@velas/domain/candles';
import { BET_HOUSE_LABELS, type BetHouse } from '@velas/domain/constants';
import type { AlertRule } from '@velas/domain/schemas/alerts';
import { alertsCopy } from './copy.ts';

// The one multiplier format of the app, so an alert's round reads as the grid and the game write it.
const oddText = formatOdd;

export function houseLabel(betHouse: BetHouse): string {
  return BET_HOUSE_LABELS[betHouse];
}

/** The rule in words, e.g. "Vela de 50,00x ou mais em BR4BET". */
export function describeAlert(rule: AlertRule): string {
  const house = houseLabel(rule.betHouse);
  return rule.kind === 'oddAtLeast'
    ? alertsCopy.describeOddAtLeast(oddText(rule.odd), house)
    : alertsCopy.describeDrought(oddText(rule.odd), String(rule.rounds), house);
}

/** What happened, for the toast and the notification body. */
export function firedText(rule: AlertRule, odd: number): string {
  return rule.kind === 'oddAtLeast'
    ? alertsCopy.firedOddAtLeast(oddText(odd), houseLabel(rule.betHouse))
    : alertsCopy.firedDrought(String(rule.rounds), oddText(rule.odd), houseLabel(rule.betHouse));
}
