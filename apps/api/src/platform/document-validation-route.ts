// POST api/validate/document: the form's CPF check (docs/product/registration.md#registration).
import { maskedName } from '@velas/domain/masked-name';
import { authMessages } from '@velas/domain/messages/auth';
import {
  documentValidationRequestSchema,
  documentValidationResponseSchema,
} from '@velas/domain/schemas/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Refused } from '#/domain-errors.js';
import type { SharedLimit } from '#/http/rate-limits.js';
import { barredBases } from '#/providers/barred-list.js';

export function documentValidationRoute(
  instance: FastifyInstance,
  cpfLookups: SharedLimit,
  requester: (request: FastifyRequest) => string,
): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/api/validate/document',
    {
      onRequest: cpfLookups,
      schema: {
        body: documentValidationRequestSchema,
        response: { 200: documentValidationResponseSchema },
      },
    },
    async (request) => {
      // A CPF the regulator's list bars is answered as an unknown one: a name
      // here and a refusal at registration would say which CPFs are barred.
      // Unanswered, the registration's own check decides (it may wait).
      const [person, listResult] = await Promise.all([
        app.providers.documents.lookup(request.body.document, requester(request)),
        app.barredList.checks.consult(request.body.document),
      ]);
      const barred = listResult.kind === 'answered' && barredBases(listResult.answer).length > 0;
      if (person === null || barred) throw Refused.field('document', authMessages.cpfNotValidated);
      // Anonymous: only what the form shows, never the birth date.
      return { name: maskedName(person.name) };
    },
  );
}
