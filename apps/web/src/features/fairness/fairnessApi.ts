// The history service's proof calls (docs/product.md#round-verification): a round's hashes and the
// chain's salt, so the browser can recompute crash points itself.
import {
  chainInfoSchema,
  roundProofsResponseSchema,
  roundRangeResponseSchema,
  roundVerificationSchema,
  type ChainInfo,
  type RoundProofs,
  type RoundProofsQuery,
  type RoundRange,
  type RoundRangeQuery,
  type RoundVerification,
} from '@velas/domain/schemas/history';
import { api } from '../../app/api';

export const fairnessApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyRound: build.query<RoundVerification, number>({
      query: (id) => ({ service: 'history', url: `rounds/${id}/verify` }),
      transformResponse: (body) => roundVerificationSchema.parse(body),
    }),
    chain: build.query<ChainInfo, string>({
      query: (betHouse) => ({ service: 'history', url: 'chain', params: { betHouse } }),
      transformResponse: (body) => chainInfoSchema.parse(body),
    }),
    /** The hashes of a history-odd window, for the candles' verified marks. */
    roundProofs: build.query<RoundProofs, RoundProofsQuery>({
      query: (params) => ({ service: 'history', url: 'rounds/proofs', params }),
      transformResponse: (body) => roundProofsResponseSchema.parse(body),
    }),
    /** A range check's stored rounds, packed, and the chain's terminating hash. */
    roundRange: build.query<RoundRange, RoundRangeQuery>({
      query: (params) => ({ service: 'history', url: 'rounds/range', params }),
      transformResponse: (body) => roundRangeResponseSchema.parse(body),
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
