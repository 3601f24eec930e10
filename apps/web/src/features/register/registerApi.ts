// Registration, the document check and the second-system user (docs/product.md#registration).
import type {
  DocumentValidationRequest,
  DocumentValidationResponse,
  RegisterRequest,
  RegisterResponse,
} from '@velas/domain/schemas/auth';
import type { SecondSystemUser, SecondSystemUserRequest } from '@velas/domain/schemas/user';
import { api, postBody } from '../../core/api';

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
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
