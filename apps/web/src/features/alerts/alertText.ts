// How an alert reads in the list, the toast and the system notification; its
// multiplier in the app's one format (formatOdd), as the grid and the game write it.
import { formatOdd } from '@velas/domain/candles';
import type { AlertRule } from '@velas/domain/schemas/alerts';
import { alertsCopy } from './copy.ts';

/** The rule in words, e.g. "Vela de 50,00x ou mais em VoaBet"; `house` is the house's name (services/houseNames.ts). */
export function describeAlert(rule: AlertRule, house: string): string {
  return rule.kind === 'oddAtLeast'
    ? alertsCopy.describeOddAtLeast(formatOdd(rule.odd), house)
    : alertsCopy.describeDrought(formatOdd(rule.odd), String(rule.rounds), house);
}

/** What happened, for the toast and the notification body. */
export function firedText(rule: AlertRule, odd: number, house: string): string {
  return rule.kind === 'oddAtLeast'
    ? alertsCopy.firedOddAtLeast(formatOdd(odd), house)
    : alertsCopy.firedDrought(String(rule.rounds), formatOdd(rule.odd), house);
}
