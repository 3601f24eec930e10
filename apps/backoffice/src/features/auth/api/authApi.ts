import {
  staffEnrolmentFinishResponseSchema,
  staffEnrolmentStartResponseSchema,
  staffMeSchema,
  staffSignInResponseSchema,
} from '@velas/domain/schemas/backoffice/staff';
import { noContentSchema } from '@velas/domain/schemas/common';
import { api } from '#/core/api.ts';

const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    me: build.query({
      query: () => '/staff/me',
      responseSchema: staffMeSchema,
      providesTags: ['Me'],
    }),
    signIn: build.mutation({
      query: (body: { email: string; password: string }) => ({
        url: '/staff/sign-in',
        method: 'POST',
        body,
      }),
      responseSchema: staffSignInResponseSchema,
    }),
    signInTotp: build.mutation({
      query: (body: { code: string } | { recoveryCode: string }) => ({
        url: '/staff/sign-in/totp',
        method: 'POST',
        body,
      }),
      responseSchema: staffMeSchema,
    }),
    startEnrolment: build.mutation({
      query: (body: { token: string; password: string }) => ({
        url: '/staff/enrolment',
        method: 'POST',
        body,
      }),
      responseSchema: staffEnrolmentStartResponseSchema,
    }),
    finishEnrolment: build.mutation({
      query: (body: { token: string; code: string }) => ({
        url: '/staff/enrolment/confirm',
        method: 'POST',
        body,
      }),
      responseSchema: staffEnrolmentFinishResponseSchema,
    }),
    signOut: build.mutation<null, undefined>({
      query: () => ({ url: '/staff/sign-out', method: 'POST' }),
      responseSchema: noContentSchema,
    }),
  }),
});

export const {
  useMeQuery,
  useSignInMutation,
  useSignInTotpMutation,
  useStartEnrolmentMutation,
  useFinishEnrolmentMutation,
  useSignOutMutation,
} = authApi;
