// The history service's calls. Responses are
// parsed by the domain schemas the history routes answer with; a failed
// analysis call is logged and the screen shows an empty list, so `data ?? []`
// is the only handling a card needs.
import type {
  AnalysisQuery,
  AnalysisRow,
  Candle,
  CandlesByHourQuery,
  HistoryFilterOddQuery,
  HistoryOddQuery,
  HourStat,
  PositionRepeatRow,
} from '@velas/domain/schemas/history';
import type { ApiFailure } from '@velas/web-core/api-failure';
import { reportError } from '@velas/web-core/report-error';
import { api } from '../core/api.ts';
import { lazySchema } from '../core/lazySchema.ts';

function logFailure(call: string) {
  return (error: ApiFailure) => {
    reportError(error, `history ${call}`);
    return error;
  };
}

const history = () => import('@velas/domain/schemas/history');
const historyOddResponse = lazySchema(async () => (await history()).historyOddResponseSchema);
const hourStat = lazySchema(async () => (await history()).hourStatSchema);
const analysisRows = lazySchema(async () => (await history()).analysisResponseSchema);
const positionRows = lazySchema(async () => (await history()).positionRepeatsResponseSchema);
/** One round as the live stream sends it (the Aviator screens and the alerts read it). */
export const liveRoundSchema = lazySchema(async () => (await history()).candleSchema);

/** A day's pink lists and analyses go stale when one of its rounds arrives live (see liveRounds.ts). */
const dayTag = (_result: unknown, _error: unknown, { date }: { date: string }) => [
  { type: 'Rounds' as const, id: date },
];

export const historyApi = api.enhanceEndpoints({ addTagTypes: ['Rounds'] }).injectEndpoints({
  endpoints: (build) => ({
    historyOdd: build.query<Candle[], HistoryOddQuery>({
      query: (params) => ({ service: 'history', url: 'history-odd', params }),
      responseSchema: historyOddResponse,
      transformErrorResponse: logFailure('history-odd'),
    }),
    historyFilterOdd: build.query<Candle[], HistoryFilterOddQuery>({
      query: (params) => ({ service: 'history', url: 'history-filter-odd', params }),
      responseSchema: historyOddResponse,
      transformErrorResponse: logFailure('history-filter-odd'),
      providesTags: dayTag,
    }),
    candlesByHour: build.query<HourStat, CandlesByHourQuery>({
      query: (params) => ({ service: 'history', url: 'candles-by-hour', params }),
      responseSchema: hourStat,
      transformErrorResponse: logFailure('candles-by-hour'),
      providesTags: dayTag,
    }),
    analysisOdd: build.query<AnalysisRow[], AnalysisQuery>({
      query: (params) => ({ service: 'history', url: 'analysis-odd', params }),
      responseSchema: analysisRows,
      transformErrorResponse: logFailure('analysis-odd'),
      providesTags: dayTag,
    }),
    analysisPositionOdd: build.query<PositionRepeatRow[], AnalysisQuery>({
      query: (params) => ({ service: 'history', url: 'analysis-position-odd', params }),
      responseSchema: positionRows,
      transformErrorResponse: logFailure('analysis-position-odd'),
      providesTags: dayTag,
    }),
  }),
});

export const {
  useHistoryOddQuery,
  useHistoryFilterOddQuery,
  useCandlesByHourQuery,
  useAnalysisOddQuery,
  useAnalysisPositionOddQuery,
} = historyApi;
