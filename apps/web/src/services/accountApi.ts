// The signed-in user: the `me` call (top bar and Saldo Atual), the profile
// (withdrawal key and address), the address update and logout. The `me`
// answer also fills the session's id, cpf and user.
import type { MeResponse, LoginRequest, LoginResponse } from '@velas/domain/schemas/auth';
import type {
  UserProfile,
  UserUpdateRequest,
  UserUpdateResponse,
} from '@velas/domain/schemas/user';
import { api, postEndpoint } from '../core/api.ts';
import { lazySchema, noContentResponse } from '../core/lazySchema.ts';
import { userLoaded } from '../core/session/sessionSlice.ts';

const auth = () => import('@velas/domain/schemas/auth');
const user = () => import('@velas/domain/schemas/user');
const loginResponse = lazySchema(async () => (await auth()).loginResponseSchema);
const meResponse = lazySchema(async () => (await auth()).meResponseSchema);
const profileResponse = lazySchema(async () => (await user()).userProfileSchema);
const userUpdateResponse = lazySchema(async () => (await user()).userUpdateResponseSchema);

export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResponse, LoginRequest>(
      postEndpoint('api/auth/login', loginResponse),
    ),
    logout: build.mutation<null, undefined>({
      query: () => ({ url: 'api/auth/logout', method: 'POST' }),
      responseSchema: noContentResponse,
    }),
    me: build.query<MeResponse, undefined>({
      query: () => 'api/auth/me',
      responseSchema: meResponse,
      providesTags: ['Me'],
      // Feeds the stored session keys wherever the
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
      responseSchema: profileResponse,
      providesTags: ['Profile'],
    }),
    updateUser: build.mutation<UserUpdateResponse, UserUpdateRequest>({
      ...postEndpoint('api/userUpdate', userUpdateResponse),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useLoginMutation, useMeQuery, useProfileQuery, useUpdateUserMutation } = accountApi;
