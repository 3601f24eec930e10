// The registration screen's api as its tests arrange it: the document check
// naming the CPF's holder, the registration's answers and refusals, and the
// sign-in that follows.
import { authMessages } from '@velas/domain/messages/auth';
import {
  documentValidationRequestSchema,
  documentValidationResponseSchema,
  loginResponseSchema,
} from '@velas/domain/schemas/auth';
import { http, HttpResponse } from 'msw/http';
import { API } from './handlers.ts';
import { server } from './server.ts';

/** The document check finds the CPF's holder, `name`. */
export function documentCheckAnswers(name = 'Ana Souza'): void {
  server.use(
    http.post(`${API}/api/validate/document`, async ({ request }) => {
      documentValidationRequestSchema.parse(await request.json());
      return HttpResponse.json(documentValidationResponseSchema.parse({ name }));
    }),
  );
}

/** The api's refusal body: the message, and the messages of each field. */
export const buildRefusalAnswer = (message: string, errors: Record<string, string[]> = {}) => ({
  message,
  errors,
});

/** A registration refused with 422 and this body. */
export function registrationRefused(body: ReturnType<typeof buildRefusalAnswer>): void {
  server.use(http.post(`${API}/api/auth/register`, () => HttpResponse.json(body, { status: 422 })));
}

/** The registration accepted: the account exists, and the answer carries no session. */
export const buildRegisteredAnswer = () => ({ message: authMessages.registrationSucceeded });

/** The ordinary login's answer, opening a session with `token`. */
export const buildLoginAnswer = (token: string) =>
  loginResponseSchema.parse({
    access_token: token,
    token_type: 'Bearer',
    expires_in: 3600,
    expirationDate: '2099-01-01T00:00:00.000Z',
  });
