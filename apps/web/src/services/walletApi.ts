// Pix deposits, withdrawals and the transaction list (docs/product/wallet.md#wallet-deposits,
// #wallet-withdrawals, docs/product/platform.md#money-input-and-errors).
import type { TransactionsQuery, TransactionsResponse } from '@velas/domain/schemas/transactions';
import type { SecondSystemBalanceUpdate, SecondSystemUser } from '@velas/domain/schemas/user';
import type {
  DepositRequest,
  DepositResponse,
  OpenDepositsResponse,
  WithdrawalResponse,
  WithdrawalsResponse,
  WithdrawRequest,
  WithdrawResponse,
} from '@velas/domain/schemas/wallet';
import { api, postWithIdempotencyKey } from '../core/api.ts';
import { lazySchema } from '../core/lazySchema.ts';
import { userIdLoaded } from '../core/session/sessionSlice.ts';

type WithKey<T> = T & { idempotencyKey: string };

const wallet = () => import('@velas/domain/schemas/wallet');
const transactionsResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/transactions')).transactionsResponseSchema,
);
const depositResponse = lazySchema(async () => (await wallet()).depositResponseSchema);
const openDepositsResponse = lazySchema(async () => (await wallet()).openDepositsResponseSchema);
const withdrawResponse = lazySchema(async () => (await wallet()).withdrawResponseSchema);
const withdrawalsResponse = lazySchema(async () => (await wallet()).withdrawalsResponseSchema);
const withdrawalResponse = lazySchema(async () => (await wallet()).withdrawalResponseSchema);
const secondSystemUserResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/user')).secondSystemUserSchema,
);

/** The list of open charges, under the Deposit tag so no new tag type is needed. */
const OPEN_DEPOSITS = { type: 'Deposit' as const, id: 'OPEN' };

/** The Pix charges: created, read, cancelled, paid on the sandbox. */
const depositsApi = api.injectEndpoints({
  endpoints: (build) => ({
    createDeposit: build.mutation<DepositResponse, WithKey<DepositRequest>>({
      query: postWithIdempotencyKey('api/deposits'),
      responseSchema: depositResponse,
      // A new charge reserves the loss limit at once:
      // the open charges and the limit line are asked again.
      invalidatesTags: [OPEN_DEPOSITS, 'Protection'],
    }),
    /** The player's Pix charges still open, newest first. */
    openDeposits: build.query<OpenDepositsResponse, undefined>({
      query: () => 'api/deposits/open',
      responseSchema: openDepositsResponse,
      providesTags: [OPEN_DEPOSITS],
    }),
    deposit: build.query<DepositResponse, string>({
      query: (id) => `api/deposits/${encodeURIComponent(id)}`,
      responseSchema: depositResponse,
      providesTags: (_result, _error, id) => [{ type: 'Deposit', id }],
    }),
    /**
     * The player's own unpaid charge, cancelled: it stops reserving the loss
     * limit at once. Idempotent on the api.
     */
    cancelDeposit: build.mutation<DepositResponse, string>({
      query: (id) => ({ url: `api/deposits/${encodeURIComponent(id)}/cancel`, method: 'POST' }),
      responseSchema: depositResponse,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Deposit', id },
        OPEN_DEPOSITS,
        'Protection',
      ],
    }),
    paySandboxDeposit: build.mutation<DepositResponse, string>({
      query: (id) => ({ url: `api/deposits/${encodeURIComponent(id)}/pay`, method: 'POST' }),
      responseSchema: depositResponse,
      invalidatesTags: (_result, _error, id) => [
        { type: 'Deposit', id },
        OPEN_DEPOSITS,
        'Me',
        'Transactions',
        // Today's money beside the balance.
        'Protection',
      ],
    }),
  }),
});

/** The transaction list, the withdrawals and the second system's balance, beside the charges. */
export const walletApi = depositsApi.injectEndpoints({
  endpoints: (build) => ({
    transactions: build.query<TransactionsResponse, TransactionsQuery>({
      query: (params) => ({ url: 'api/transactions', params }),
      responseSchema: transactionsResponse,
      providesTags: ['Transactions'],
      // The answer's id is the second system's userId of docs/product/accounts.md#session.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (answer) dispatch(userIdLoaded(answer.data.id));
      },
    }),
    withdraw: build.mutation<WithdrawResponse, WithKey<WithdrawRequest>>({
      query: postWithIdempotencyKey('api/withdraws'),
      responseSchema: withdrawResponse,
      invalidatesTags: ['Me', 'Transactions', 'Protection', 'Withdrawals'],
    }),
    /** The latest withdrawals with their state. */
    withdrawals: build.query<WithdrawalsResponse, undefined>({
      query: () => 'api/withdraws',
      responseSchema: withdrawalsResponse,
      providesTags: ['Withdrawals'],
    }),
    /** Demo only: the demo payout provider fails this withdrawal (its money returns). */
    failSandboxWithdrawal: build.mutation<WithdrawalResponse, number>({
      query: (id) => ({ url: `api/withdraws/${String(id)}/simulate-failure`, method: 'POST' }),
      responseSchema: withdrawalResponse,
      invalidatesTags: ['Me', 'Transactions', 'Withdrawals'],
    }),
    updateSecondSystemBalance: build.mutation<
      SecondSystemUser,
      SecondSystemBalanceUpdate & { userId: number }
    >({
      query: ({ userId, ...body }) => ({
        service: 'users',
        url: `users/${userId}`,
        method: 'PUT',
        body,
      }),
      responseSchema: secondSystemUserResponse,
    }),
  }),
});

export const {
  useTransactionsQuery,
  useCreateDepositMutation,
  useCancelDepositMutation,
  useDepositQuery,
  useOpenDepositsQuery,
  usePaySandboxDepositMutation,
  useWithdrawMutation,
  useWithdrawalsQuery,
  useFailSandboxWithdrawalMutation,
  useUpdateSecondSystemBalanceMutation,
} = walletApi;
