// How an alert reads in the list, the toast and the system notification.
import type { AlertRule } from '@velas/domain/schemas/alerts';
import { alertsCopy } from './copy.ts';

const oddText = (odd: number) =>
  `${odd.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}x`;

/** The rule in words, e.g. "Vela de 50,00x ou mais em VoaBet"; `house` is the house's name (services/houseNames.ts). */
export function describeAlert(rule: AlertRule, house: string): string {
  return rule.kind === 'oddAtLeast'
    ? alertsCopy.describeOddAtLeast(oddText(rule.odd), house)
    : alertsCopy.describeDrought(oddText(rule.odd), String(rule.rounds), house);
}

/** What happened, for the toast and the notification body. */
export function firedText(rule: AlertRule, odd: number, house: string): string {
  return rule.kind === 'oddAtLeast'
    ? alertsCopy.firedOddAtLeast(oddText(odd), house)
    : alertsCopy.firedDrought(String(rule.rounds), oddText(rule.odd), house);
}
