// The signed-in user: the `me` call (top bar and Saldo Atual), the profile
// (withdrawal key and address), the address update and logout.
import type { MeResponse, LoginRequest, LoginResponse } from '@velas/domain/schemas/auth';
import type {
  UserProfile,
  UserUpdateRequest,
  UserUpdateResponse,
} from '@velas/domain/schemas/user';
import { api, postBody } from '../app/api';

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>({
      query: postBody('api/auth/login'),
    }),
    logout: build.mutation<null, undefined>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
    }),
    me: build.query<MeResponse, undefined>({
      query: () => 'api/auth/me',
      providesTags: ['Me'],
    }),
    profile: build.query<UserProfile, undefined>({
      query: () => 'api/profile',
      providesTags: ['Profile'],
    }),
    updateUser: build.mutation<UserUpdateResponse, UserUpdateRequest>({
      query: postBody('api/userUpdate'),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useLoginMutation, useMeQuery, useProfileQuery, useUpdateUserMutation } = accountApi;
