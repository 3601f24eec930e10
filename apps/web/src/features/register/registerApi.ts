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

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    // 201 the account opened; 202 it waits for the regulator's check (docs/product.md#registration).
    register: build.mutation<RegisterResponse | RegisterPendingResponse, RegisterRequest>({
      query: postBody('api/auth/register'),
    }),
    validateDocument: build.mutation<DocumentValidationResponse, DocumentValidationRequest>({
      query: postBody('api/validate/document'),
    }),
    createSecondSystemUser: build.mutation<SecondSystemUser, SecondSystemUserRequest>({
      query: postBody('users', 'users'),
    }),
  }),
});

export const {
  useRegisterMutation,
  useValidateDocumentMutation,
  useCreateSecondSystemUserMutation,
} = registerApi;
