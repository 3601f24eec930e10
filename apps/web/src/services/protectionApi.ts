// Player protection calls (api/protection/*, api/signals/permit), docs/product.md#player-protection.
import type { PauseDuration } from '@velas/domain/protection';
import type { LimitsInput, PlayerRecord, ProtectionStatus } from '@velas/domain/schemas/protection';
import { api } from '../core/api';

export const protectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    protectionStatus: build.query<ProtectionStatus, undefined>({
      query: () => 'api/protection/status',
      providesTags: ['Protection'],
    }),
    setLimits: build.mutation<ProtectionStatus, LimitsInput>({
      query: (body) => ({ url: 'api/protection/limits', method: 'PUT', body }),
      invalidatesTags: ['Protection'],
    }),
    setRealityCheck: build.mutation<ProtectionStatus, { minutes: number }>({
      query: (body) => ({ url: 'api/protection/reality-check', method: 'PUT', body }),
      invalidatesTags: ['Protection'],
    }),
    answerRealityCheck: build.mutation<ProtectionStatus, { answered: number }>({
      query: (body) => ({ url: 'api/protection/reality-check/answered', method: 'POST', body }),
      invalidatesTags: ['Protection'],
    }),
    pause: build.mutation<ProtectionStatus, { duration: PauseDuration }>({
      query: (body) => ({ url: 'api/protection/pause', method: 'POST', body }),
      invalidatesTags: ['Protection'],
    }),
    selfExclude: build.mutation<ProtectionStatus, { months: number | null }>({
      query: (body) => ({ url: 'api/protection/exclusion', method: 'POST', body }),
      invalidatesTags: ['Protection'],
    }),
    signalPermit: build.mutation<{ allowed: true }, undefined>({
      query: () => ({ url: 'api/signals/permit', method: 'POST' }),
      // A refusal means the status changed (a session limit reached, a pause): read it again.
      invalidatesTags: (_result, error) => (error ? ['Protection'] : []),
    }),
    closeAccount: build.mutation<null, undefined>({
      query: () => ({ url: 'api/protection/close-account', method: 'POST' }),
    }),
    playerRecords: build.query<{ data: PlayerRecord[] }, { from?: string; to?: string }>({
      query: (params) => ({ url: 'api/protection/records', params }),
      providesTags: ['Protection'],
    }),
  }),
});

export const {
  useAnswerRealityCheckMutation,
  useProtectionStatusQuery,
  useSetLimitsMutation,
  useSetRealityCheckMutation,
  usePauseMutation,
  useSelfExcludeMutation,
  useSignalPermitMutation,
  usePlayerRecordsQuery,
  useCloseAccountMutation,
} = protectionApi;
