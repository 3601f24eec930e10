// Player protection calls (api/protection/*, api/signals/permit),
// docs/product/player-protection.md#player-protection.
import type { PauseDuration } from '@velas/domain/protection';
import type {
  LimitsInput,
  ProtectionStatus,
  RecordsResponse,
  SignalPermitResponse,
} from '@velas/domain/schemas/protection';
import { api } from '../core/api.ts';
import { lazySchema, noContentResponse } from '../core/lazySchema.ts';

const protection = () => import('@velas/domain/schemas/protection');
const statusResponse = lazySchema(async () => (await protection()).protectionStatusSchema);
const permitResponse = lazySchema(async () => (await protection()).signalPermitResponseSchema);
const recordsResponse = lazySchema(async () => (await protection()).recordsResponseSchema);

export const protectionApi = api.injectEndpoints({
  endpoints: (build) => ({
    protectionStatus: build.query<ProtectionStatus, undefined>({
      query: () => 'api/protection/status',
      responseSchema: statusResponse,
      providesTags: ['Protection'],
    }),
    setLimits: build.mutation<ProtectionStatus, LimitsInput>({
      query: (body) => ({ url: 'api/protection/limits', method: 'PUT', body }),
      responseSchema: statusResponse,
      invalidatesTags: ['Protection'],
    }),
    setRealityCheck: build.mutation<ProtectionStatus, { minutes: number }>({
      query: (body) => ({ url: 'api/protection/reality-check', method: 'PUT', body }),
      responseSchema: statusResponse,
      invalidatesTags: ['Protection'],
    }),
    answerRealityCheck: build.mutation<ProtectionStatus, { answered: number }>({
      query: (body) => ({ url: 'api/protection/reality-check/answered', method: 'POST', body }),
      responseSchema: statusResponse,
      invalidatesTags: ['Protection'],
    }),
    pause: build.mutation<ProtectionStatus, { duration: PauseDuration }>({
      query: (body) => ({ url: 'api/protection/pause', method: 'POST', body }),
      responseSchema: statusResponse,
      invalidatesTags: ['Protection'],
    }),
    selfExclude: build.mutation<ProtectionStatus, { months: number | null }>({
      query: (body) => ({ url: 'api/protection/exclusion', method: 'POST', body }),
      responseSchema: statusResponse,
      invalidatesTags: ['Protection'],
    }),
    signalPermit: build.mutation<SignalPermitResponse, undefined>({
      query: () => ({ url: 'api/signals/permit', method: 'POST' }),
      responseSchema: permitResponse,
      // A refusal means the status changed (a session limit reached, a pause): read it again.
      invalidatesTags: (_result, error) => (error ? ['Protection'] : []),
    }),
    closeAccount: build.mutation<null, undefined>({
      query: () => ({ url: 'api/protection/close-account', method: 'POST' }),
      responseSchema: noContentResponse,
    }),
    playerRecords: build.query<RecordsResponse, { from?: string; to?: string }>({
      query: (params) => ({ url: 'api/protection/records', params }),
      responseSchema: recordsResponse,
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
