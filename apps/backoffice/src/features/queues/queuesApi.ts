// The queues and the decisions that close an item (apps/api/src/backoffice/queues/).
import {
  cpfClaimsQueueResponseSchema,
  heldWithdrawalsResponseSchema,
  kycQueueResponseSchema,
  stuckPayoutsResponseSchema,
  uncreditedPaymentsResponseSchema,
} from '@velas/domain/schemas/backoffice/queues';
import { api, parsed } from '../../core/api';

export interface QueueAction {
  /** Under /ops-api, e.g. /queues/payouts/abc/act. */
  url: string;
  body: Record<string, unknown>;
  /** Money actions carry a fresh code in `x-totp`. */
  totp?: string;
}

export const queuesApi = api.injectEndpoints({
  endpoints: (build) => ({
    heldWithdrawals: build.query({
      query: () => '/queues/withdrawals',
      transformResponse: parsed(heldWithdrawalsResponseSchema),
      providesTags: ['Queue'],
    }),
    stuckPayouts: build.query({
      query: () => '/queues/payouts',
      transformResponse: parsed(stuckPayoutsResponseSchema),
      providesTags: ['Queue'],
    }),
    uncreditedPayments: build.query({
      query: () => '/queues/received',
      transformResponse: parsed(uncreditedPaymentsResponseSchema),
      providesTags: ['Queue'],
    }),
    cpfClaims: build.query({
      query: () => '/queues/cpf-claims',
      transformResponse: parsed(cpfClaimsQueueResponseSchema),
      providesTags: ['Queue'],
    }),
    kycQueue: build.query({
      query: () => '/queues/kyc',
      transformResponse: parsed(kycQueueResponseSchema),
      providesTags: ['Queue'],
    }),
    queueAction: build.mutation<unknown, QueueAction>({
      query: ({ url, body, totp }) => ({ url, method: 'POST', body, totp }),
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
