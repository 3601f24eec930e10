// Registration, the document check and the second-system user (spec §4, §7).
import type {
  DocumentValidationRequest,
  DocumentValidationResponse,
  RegisterRequest,
  RegisterResponse,
} from '@velas/domain/schemas/auth';
import type { SecondSystemUser, SecondSystemUserRequest } from '@velas/domain/schemas/user';
import { api } from '../../app/api';

export const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResponse, RegisterRequest>({
      query: (body) => ({ url: 'api/auth/register', method: 'POST', body }),
    }),
    validateDocument: build.mutation<DocumentValidationResponse, DocumentValidationRequest>({
      query: (body) => ({ url: 'api/validate/document', method: 'POST', body }),
    }),
    createSecondSystemUser: build.mutation<SecondSystemUser, SecondSystemUserRequest>({
      query: (body) => ({ service: 'users', url: 'users', method: 'POST', body }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useValidateDocumentMutation,
  useCreateSecondSystemUserMutation,
} = registerApi;
