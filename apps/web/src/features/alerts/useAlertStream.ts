// Follows the live rounds of every house the player has an alert for and
// reports each alert a round sets off. Mounted by the admin layout, so it
// keeps listening on every screen and while the tab is in the background
// (EventSource is not paused there, unlike timers).
import type { RoundAlert } from '@velas/domain/schemas/alerts';
import { candleSchema, type Candle } from '@velas/domain/schemas/history';
import { useEffect, useMemo, useRef } from 'react';
import { serviceUrl } from '../../core/config';
import { createAlertTracker, type FiredAlert } from './alertTracker';

/** One SSE `round` event; a malformed one is skipped (the aviator screen logs it). */
function parseCandle(data: string): Candle | null {
  try {
    const parsed = candleSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
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
    const sources = houses.split(',').map((betHouse) => {
      const url = serviceUrl('history', `rounds/stream?betHouse=${encodeURIComponent(betHouse)}`);
      const source = new EventSource(url);
      source.addEventListener('round', (event) => {
        const candle = parseCandle((event as MessageEvent<string>).data);
        if (candle === null) return;
        for (const fired of tracker.current.roundArrived(latest.current.alerts, candle))
          latest.current.onFired(fired);
      });
      return source;
    });
    return () => {
      for (const source of sources) source.close();
    };
  }, [houses]);
}
