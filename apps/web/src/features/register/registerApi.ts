// Registration, the document check and the second-system user (docs/product.md#registration).
import type {
  DocumentValidationRequest,
  DocumentValidationResponse,
  RegisterPendingResponse,
  RegisterRequest,
  RegisterResponse,
} from '@velas/domain/schemas/auth';
import type { SecondSystemUser, SecondSystemUserRequest } from '@velas/domain/schemas/user';
import { api, postBody } from '../../core/api';
import { lazySchema } from '../../core/lazySchema';

const auth = () => import('@velas/domain/schemas/auth');
const registerOutcome = lazySchema(async () => (await auth()).registerOutcomeSchema);
const documentValidationResponse = lazySchema(
  async () => (await auth()).documentValidationResponseSchema,
);
const secondSystemUserResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/user')).secondSystemUserSchema,
);

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 201 the account opened; 202 it waits for the regulator's check (docs/product.md#registration).
    register: build.mutation<RegisterResponse | RegisterPendingResponse, RegisterRequest>({
      query: postBody('api/auth/register'),
      responseSchema: registerOutcome,
    }),
    validateDocument: build.mutation<DocumentValidationResponse, DocumentValidationRequest>({
      query: postBody('api/validate/document'),
      responseSchema: documentValidationResponse,
    }),
    createSecondSystemUser: build.mutation<SecondSystemUser, SecondSystemUserRequest>({
      query: postBody('users', 'users'),
      responseSchema: secondSystemUserResponse,
    }),
  }),
});

export const {
  useRegisterMutation,
  useValidateDocumentMutation,
  useCreateSecondSystemUserMutation,
} = registerApi;
