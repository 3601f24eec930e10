// The signed-in user: the `me` call (top bar and Saldo Atual), the profile
// (withdrawal key and address), the address update and logout. The `me`
// answer also fills the session's id, cpf and user.
import type { MeResponse, LoginRequest, LoginResponse } from '@velas/domain/schemas/auth';
import type {
  UserProfile,
  UserUpdateRequest,
  UserUpdateResponse,
} from '@velas/domain/schemas/user';
import { api, postBody } from '../core/api';
import { userLoaded } from '../core/session/sessionSlice';

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
      // Feeds the stored session keys (docs/product.md#session) wherever the
      // call is made: screens only ask for data.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => undefined);
        if (!answer) return;
        const { id, document, name } = answer.data;
        dispatch(userLoaded({ id, cpf: document.number, user: name }));
      },
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
