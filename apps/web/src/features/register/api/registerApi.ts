import type {
  DocumentValidationRequest,
  DocumentValidationResponse,
  PasswordCheckRequest,
  PasswordCheckResponse,
  RegisterPendingResponse,
  RegisterRequest,
  RegisterResponse,
} from '@velas/domain/schemas/auth';
import type { SecondSystemUser, SecondSystemUserRequest } from '@velas/domain/schemas/user';
import { api, postEndpoint } from '#/core/api.ts';
import { lazySchema } from '#/core/lazySchema.ts';

const auth = () => import('@velas/domain/schemas/auth');
const registerOutcome = lazySchema(async () => (await auth()).registerOutcomeSchema);
const documentValidationResponse = lazySchema(
  async () => (await auth()).documentValidationResponseSchema,
);
const passwordCheckResponse = lazySchema(async () => (await auth()).passwordCheckResponseSchema);
const secondSystemUserResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/user')).secondSystemUserSchema,
);

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 201 the account opened; 202 it waits for the regulator's check.
    register: build.mutation<RegisterResponse | RegisterPendingResponse, RegisterRequest>(
      postEndpoint('api/auth/register', registerOutcome),
    ),
    validateDocument: build.mutation<DocumentValidationResponse, DocumentValidationRequest>(
      postEndpoint('api/validate/document', documentValidationResponse),
    ),
    /** The registration's password judgement, asked as the player leaves the field. */
    checkPassword: build.mutation<PasswordCheckResponse, PasswordCheckRequest>(
      postEndpoint('api/validate/password', passwordCheckResponse),
    ),
    createSecondSystemUser: build.mutation<SecondSystemUser, SecondSystemUserRequest>(
      postEndpoint('users', secondSystemUserResponse, 'users'),
    ),
  }),
});

export const {
  useRegisterMutation,
  useValidateDocumentMutation,
  useCheckPasswordMutation,
  useCreateSecondSystemUserMutation,
} = registerApi;
