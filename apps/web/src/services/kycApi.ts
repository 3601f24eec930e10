// KYC status (gates deposits, picks banner vs carousel) and widget sessions.
import type { KycSessionRequest, KycSessionResponse, KycStatus } from '@velas/domain/schemas/kyc';
import { api, postEndpoint } from '../core/api.ts';
import { lazySchema } from '../core/lazySchema.ts';

const kyc = () => import('@velas/domain/schemas/kyc');
const kycStatusResponse = lazySchema(async () => (await kyc()).kycStatusSchema);
const kycSessionResponse = lazySchema(async () => (await kyc()).kycSessionResponseSchema);

export const kycApi = api.injectEndpoints({
  endpoints: (build) => ({
    kycStatus: build.query<KycStatus, undefined>({
      query: () => 'api/legitimuzStatus',
      responseSchema: kycStatusResponse,
      providesTags: ['Kyc'],
    }),
    createKycSession: build.mutation<KycSessionResponse, KycSessionRequest>(
      postEndpoint('kyc/session', kycSessionResponse, 'kyc'),
    ),
  }),
});

export const { useKycStatusQuery, useCreateKycSessionMutation } = kycApi;
