// Password change and reset, the one-time sign-in link, sign out everywhere,
// and the demo's e-mail outbox.
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
import { api, postEndpoint } from '../core/api.ts';
import { lazySchema } from '../core/lazySchema.ts';

const accountSecurity = () => import('@velas/domain/schemas/account-security');
const messageResponse = lazySchema(
  async () => (await accountSecurity()).accountMessageResponseSchema,
);
const signInLinkResponse = lazySchema(
  async () => (await accountSecurity()).signInLinkResponseSchema,
);
const outboxResponse = lazySchema(async () => (await accountSecurity()).demoOutboxResponseSchema);

export const accountSecurityApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation<AccountMessageResponse, PasswordChangeRequest>(
      postEndpoint('api/auth/password', messageResponse),
    ),
    requestPasswordReset: build.mutation<AccountMessageResponse, PasswordResetRequest>(
      postEndpoint('api/auth/password-reset', messageResponse),
    ),
    confirmPasswordReset: build.mutation<AccountMessageResponse, PasswordResetConfirm>(
      postEndpoint('api/auth/password-reset/confirm', messageResponse),
    ),
    requestSignInLink: build.mutation<AccountMessageResponse, SignInLinkRequest>(
      postEndpoint('api/auth/sign-in-link', messageResponse),
    ),
    confirmSignInLink: build.mutation<SignInLinkResponse, SignInLinkConfirm>(
      postEndpoint('api/auth/sign-in-link/confirm', signInLinkResponse),
    ),
    logoutEverywhere: build.mutation<AccountMessageResponse, undefined>({
      query: () => ({ url: 'api/auth/logout-everywhere', method: 'POST' }),
      responseSchema: messageResponse,
    }),
    demoOutbox: build.query<DemoOutboxResponse, string>({
      query: (email) => `api/demo/outbox?email=${encodeURIComponent(email)}`,
      responseSchema: outboxResponse,
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
