// Checks the player's alerts against each round that arrives live. "No 10x
// for 100 rounds" counts the rounds seen since the app opened (or since the
// last 10x), so it never claims a drought it did not watch.
import type { RoundAlert } from '@velas/domain/schemas/alerts';
import type { Candle } from '@velas/domain/schemas/history';

export interface FiredAlert {
  alert: RoundAlert;
  candle: Candle;
}

export interface AlertTracker {
  /** The alerts this round sets off (each drought once per drought). */
  roundArrived(alerts: readonly RoundAlert[], candle: Candle): FiredAlert[];
}

export function createAlertTracker(): AlertTracker {
  /** Rounds without the target odd, per drought alert id. */
  const dry = new Map<number, number>();
  return {
    roundArrived(alerts, candle) {
      const fired: FiredAlert[] = [];
      for (const alert of alerts) {
        if (alert.betHouse !== candle.betHouse) continue;
        const reached = candle.odd >= alert.odd;
        if (alert.kind === 'oddAtLeast') {
          if (reached) fired.push({ alert, candle });
          continue;
        }
        const count = reached ? 0 : (dry.get(alert.id) ?? 0) + 1;
        dry.set(alert.id, count);
        if (count === alert.rounds) fired.push({ alert, candle });
      }
      return fired;
    },
  };
}
