// The history service's proof calls (decisions §3): a round's hashes and the
// chain's salt, so the browser can recompute crash points itself.
import {
  chainInfoSchema,
  roundVerificationSchema,
  type ChainInfo,
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
  }),
});

export const { useLazyVerifyRoundQuery, useChainQuery } = fairnessApi;
