// Password change and reset, the one-time sign-in link, sign out everywhere,
// and the demo's e-mail outbox (docs/product.md#password-change-and-reset).
import type {
  AccountMessageResponse,
  DemoOutboxResponse,
  PasswordChangeRequest,
  PasswordResetConfirm,
  PasswordResetRequest,
  SignInLinkConfirm,
  SignInLinkRequest,
  SignInLinkResponse,
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
    requestSignInLink: build.mutation<AccountMessageResponse, SignInLinkRequest>({
      query: postBody('api/auth/sign-in-link'),
    }),
    confirmSignInLink: build.mutation<SignInLinkResponse, SignInLinkConfirm>({
      query: postBody('api/auth/sign-in-link/confirm'),
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
  useRequestSignInLinkMutation,
  useConfirmSignInLinkMutation,
  useLogoutEverywhereMutation,
  useLazyDemoOutboxQuery,
} = accountSecurityApi;
