// KYC status (gates deposits, picks banner vs carousel) and widget sessions.
import type { KycSessionRequest, KycSessionResponse, KycStatus } from '@velas/domain/schemas/kyc';
import { api, postBody } from '../core/api';

export const kycApi = api.injectEndpoints({
  endpoints: (build) => ({
    kycStatus: build.query<KycStatus, undefined>({
      query: () => 'api/legitimuzStatus',
      providesTags: ['Kyc'],
    }),
    createKycSession: build.mutation<KycSessionResponse, KycSessionRequest>({
      query: postBody('kyc/session', 'kyc'),
    }),
  }),
});

export const { useKycStatusQuery, useCreateKycSessionMutation } = kycApi;
