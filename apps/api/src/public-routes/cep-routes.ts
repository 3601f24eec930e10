// An unknown CEP answers { "erro": true } like ViaCEP does.
import { MINUTE_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import {
  cepPathSchema,
  viaCepResponseSchema,
  type ViaCepResponse,
} from '@velas/domain/schemas/postal-code';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ADDRESS_SHARE, perAddressLimit } from '#/http/rate-limits.js';

export function cepRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  // Anonymous: only a per-address budget is possible here; the signed-in
  // address form (api/userUpdate) also has one per account.
  const perAddress = perAddressLimit(
    app,
    app.config.CEP_LOOKUPS_PER_ACCOUNT_PER_MINUTE * ADDRESS_SHARE,
    commonMessages.tooManyCepLookups,
    MINUTE_MS,
  );
  app.get(
    '/ws/:cep/json',
    {
      onRequest: perAddress,
      schema: { params: cepPathSchema, response: { 200: viaCepResponseSchema } },
    },
    async (request): Promise<ViaCepResponse> =>
      (await app.providers.postalCodes.lookup(request.params.cep)) ?? { erro: true },
  );
}
