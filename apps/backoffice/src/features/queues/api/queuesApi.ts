import {
  cpfClaimsQueueResponseSchema,
  heldWithdrawalsResponseSchema,
  kycQueueResponseSchema,
  queueActionResponseSchema,
  type QueueActionResponse,
  stuckPayoutsResponseSchema,
  uncreditedPaymentsResponseSchema,
} from '@velas/domain/schemas/backoffice/queues';
import { parsedAnswer } from '@velas/web-core/parsed-answer';
import { api } from '#/core/api.ts';

export interface QueueAction {
  /** Under /ops-api, e.g. /queues/payouts/abc/act. */
  url: string;
  body: Record<string, unknown>;
  /** Money actions carry a fresh code in `x-totp`. */
  totp?: string;
}

const queuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    heldWithdrawals: build.query({
      query: () => '/queues/withdrawals',
      responseSchema: parsedAnswer(heldWithdrawalsResponseSchema),
      providesTags: ['Queue'],
    }),
    stuckPayouts: build.query({
      query: () => '/queues/payouts',
      responseSchema: parsedAnswer(stuckPayoutsResponseSchema),
      providesTags: ['Queue'],
    }),
    uncreditedPayments: build.query({
      query: () => '/queues/received',
      responseSchema: parsedAnswer(uncreditedPaymentsResponseSchema),
      providesTags: ['Queue'],
    }),
    cpfClaims: build.query({
      query: () => '/queues/cpf-claims',
      responseSchema: parsedAnswer(cpfClaimsQueueResponseSchema),
      providesTags: ['Queue'],
    }),
    kycQueue: build.query({
      query: () => '/queues/kyc',
      responseSchema: kycQueueResponseSchema,
      providesTags: ['Queue'],
    }),
    queueAction: build.mutation<QueueActionResponse, QueueAction>({
      query: ({ url, body, totp }) => ({ url, method: 'POST', body, totp }),
      responseSchema: queueActionResponseSchema,
      invalidatesTags: ['Queue', 'Proposal'],
    }),
  }),
});

export const {
  useHeldWithdrawalsQuery,
  useStuckPayoutsQuery,
  useUncreditedPaymentsQuery,
  useCpfClaimsQuery,
  useKycQueueQuery,
  useQueueActionMutation,
} = queuesApi;
