// Password change and reset, sign out everywhere, and the demo's e-mail
// outbox (docs/product.md#password-change-and-reset).
import type {
  AccountMessageResponse,
  DemoOutboxResponse,
  PasswordChangeRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
} from '@velas/domain/schemas/account-security';
import { api, postBody } from '../core/api';

export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<AccountMessageResponse, PasswordChangeRequest>({
      query: postBody('api/auth/password'),
    }),
    requestPasswordReset: build.mutation<AccountMessageResponse, PasswordResetRequest>({
      query: postBody('api/auth/password-reset'),
    }),
    confirmPasswordReset: build.mutation<AccountMessageResponse, PasswordResetConfirm>({
      query: postBody('api/auth/password-reset/confirm'),
    }),
    logoutEverywhere: build.mutation<AccountMessageResponse, undefined>({
      query: () => ({ url: 'api/auth/logout-everywhere', method: 'POST' }),
    }),
    demoOutbox: build.query<DemoOutboxResponse, string>({
      query: (email) => `api/demo/outbox?email=${encodeURIComponent(email)}`,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const {
  useChangePasswordMutation,
  useRequestPasswordResetMutation,
  useConfirmPasswordResetMutation,
  useLogoutEverywhereMutation,
  useLazyDemoOutboxQuery,
} = accountSecurityApi;
