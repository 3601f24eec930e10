// KYC status (gates deposits, picks banner vs carousel) and widget sessions.
import type { KycSessionRequest, KycSessionResponse, KycStatus } from '@velas/domain/schemas/kyc';
import { api } from '../app/api';

export const kycApi = api.injectEndpoints({
  endpoints: (build) => ({
    kycStatus: build.query<KycStatus, undefined>({
      query: () => 'api/legitimuzStatus',
      providesTags: ['Kyc'],
    }),
    createKycSession: build.mutation<KycSessionResponse, KycSessionRequest>({
      query: (body) => ({ service: 'kyc', url: 'kyc/session', method: 'POST', body }),
    }),
  }),
});

export const { useKycStatusQuery, useCreateKycSessionMutation } = kycApi;
