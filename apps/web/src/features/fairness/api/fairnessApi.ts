import type {
  ChainInfo,
  RoundProofs,
  RoundProofsQuery,
  RoundRange,
  RoundRangeQuery,
  RoundVerification,
} from '@velas/domain/schemas/history';
import { api } from '#/core/api.ts';
import { lazySchema } from '#/core/lazySchema.ts';

// Loaded with the first answer, not with the screen (core/lazySchema.ts).
const history = () => import('@velas/domain/schemas/history');
const roundVerification = lazySchema(async () => (await history()).roundVerificationSchema);
const chainInfo = lazySchema(async () => (await history()).chainInfoSchema);
const roundProofs = lazySchema(async () => (await history()).roundProofsResponseSchema);
const roundRange = lazySchema(async () => (await history()).roundRangeResponseSchema);

/**
 * A day's proofs go stale when one of its rounds arrives live (liveRounds.ts
 * invalidates the day's 'Rounds' tag): the new round gets its mark, and the
 * round before it its chain link, which needs the newer hash.
 */
const dayTag = (_result: unknown, _error: unknown, { date }: { date: string }) => [
  { type: 'Rounds' as const, id: date },
];

export const fairnessApi = api.enhanceEndpoints({ addTagTypes: ['Rounds'] }).injectEndpoints({
  endpoints: (build) => ({
    verifyRound: build.query<RoundVerification, number>({
      query: (id) => ({ service: 'history', url: `rounds/${id}/verify` }),
      responseSchema: roundVerification,
    }),
    chain: build.query<ChainInfo, string>({
      query: (betHouse) => ({ service: 'history', url: 'chain', params: { betHouse } }),
      responseSchema: chainInfo,
    }),
    /** The hashes of a history-odd window, for the candles' verified marks. */
    roundProofs: build.query<RoundProofs, RoundProofsQuery>({
      query: (params) => ({ service: 'history', url: 'rounds/proofs', params }),
      responseSchema: roundProofs,
      providesTags: dayTag,
    }),
    /** A range check's stored rounds, packed, and the chain's terminating hash. */
    roundRange: build.query<RoundRange, RoundRangeQuery>({
      query: (params) => ({ service: 'history', url: 'rounds/range', params }),
      responseSchema: roundRange,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useLazyVerifyRoundQuery,
  useChainQuery,
  useRoundProofsQuery,
  useLazyRoundRangeQuery,
} = fairnessApi;
