// Follows the live rounds of every house the player has an alert for and
// reports each alert a round sets off. Mounted by the signed-in layout, so it
// keeps listening on every screen and while the tab is in the background
// (EventSource is not paused there, unlike timers).
import type { RoundAlert } from '@velas/domain/schemas/alerts';
import type { Candle } from '@velas/domain/schemas/history';
import { useEffect, useMemo, useRef } from 'react';
import { serviceUrl } from '#/core/config.ts';
import { liveRoundSchema } from '#/services/historyApi.ts';
import { createAlertTracker, type FiredAlert } from './alertTracker.ts';

/** One SSE `round` event; a malformed one is skipped (the aviator screen logs it). */
function parseCandle(schema: { parse(value: unknown): Candle }, data: string): Candle | null {
  try {
    return schema.parse(JSON.parse(data));
  } catch {
    return null;
  }
}

export function useAlertStream(
  alerts: readonly RoundAlert[],
  onFired: (fired: FiredAlert) => void,
): void {
  const tracker = useRef(createAlertTracker());
  // The stream handlers read the newest alerts without reopening the streams.
  const latest = useRef({ alerts, onFired });
  useEffect(() => {
    latest.current = { alerts, onFired };
  }, [alerts, onFired]);
  const houses = useMemo(
    () => [...new Set(alerts.map((alert) => alert.betHouse))].sort().join(','),
    [alerts],
  );

  useEffect(() => {
    if (typeof EventSource === 'undefined' || houses === '') return;
    let sources: EventSource[] = [];
    let stopped = false;
    // The streams open once the round schema is in (it loads after the first paint).
    void liveRoundSchema.load().then(
      (schema) => {
        if (stopped) return;
        sources = houses.split(',').map((betHouse) => {
          const url = serviceUrl(
            'history',
            `rounds/stream?betHouse=${encodeURIComponent(betHouse)}`,
          );
          const source = new EventSource(url);
          source.addEventListener('round', (event) => {
            const candle = parseCandle(schema, (event as MessageEvent<string>).data);
            if (candle === null) return;
            for (const fired of tracker.current.roundArrived(latest.current.alerts, candle))
              latest.current.onFired(fired);
          });
          return source;
        });
      },
      // Offline: no stream now; the next change of alerts tries again.
      () => undefined,
    );
    return () => {
      stopped = true;
      for (const source of sources) source.close();
    };
  }, [houses]);
}
