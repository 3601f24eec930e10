// A pink list is fetched again instead: its window moves on with every round,
// and the round leaving it is not in the pink list to tell.
import type { Candle } from '@velas/domain/schemas/history';
import { reportError } from '@velas/web-core/report-error';
import type { AppDispatch, RootState } from '#/core/store.ts';
import { historyApi, liveRoundSchema } from '#/services/historyApi.ts';

function prepend(list: Candle[], candle: Candle, size: number) {
  if (list.some((existing) => existing.id === candle.id)) return;
  list.unshift(candle);
  if (list.length > size) list.length = size;
}

export function roundArrived(candle: Candle) {
  return (dispatch: AppDispatch, getState: () => RootState) => {
    const state = getState();
    for (const args of historyApi.util.selectCachedArgsForQuery(state, 'historyOdd')) {
      if (args.date !== candle.date || args.betHouse !== candle.betHouse) continue;
      dispatch(
        historyApi.util.updateQueryData('historyOdd', args, (draft) => {
          prepend(draft, candle, Number(args.numberVelas));
        }),
      );
    }
    dispatch(historyApi.util.invalidateTags([{ type: 'Rounds', id: candle.date }]));
  };
}

/** Parses one SSE `round` event; a malformed one is logged and skipped. */
export async function parseRoundEvent(data: string): Promise<Candle | null> {
  try {
    return await liveRoundSchema.parse(JSON.parse(data));
  } catch (error) {
    reportError(error, 'live round event (skipped)');
    return null;
  }
}
