// EventSource reconnects by itself after a dropped connection.
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { useEffect, useState } from 'react';
import { serviceUrl } from '#/core/config.ts';
import { useAppDispatch } from '#/core/hooks.ts';
import { parseRoundEvent, roundArrived } from './liveRounds.ts';

/** Returns the id of the latest round that arrived live (it slides into the list). */
export function useLiveRounds(betHouse: string = DEFAULT_BET_HOUSE): number | null {
  const dispatch = useAppDispatch();
  const [latestId, setLatestId] = useState<number | null>(null);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const url = serviceUrl('history', `rounds/stream?betHouse=${encodeURIComponent(betHouse)}`);
    const source = new EventSource(url);
    // Events are parsed in the order they came: each waits on the same schema load.
    source.addEventListener('round', (event) => {
      void parseRoundEvent((event as MessageEvent<string>).data).then((candle) => {
        if (!candle) return;
        dispatch(roundArrived(candle));
        setLatestId(candle.id);
      });
    });
    return () => {
      source.close();
    };
  }, [betHouse, dispatch]);
  return latestId;
}
