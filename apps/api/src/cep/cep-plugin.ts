// The postal-code service (docs/product.md#wallet-address-and-postal-code),
// mounted at /cep-api: GET ws/{cep}/json in ViaCEP's shape; an unknown CEP
// answers { "erro": true } like ViaCEP does.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cepPathSchema,
  viaCepResponseSchema,
  type ViaCepResponse,
} from '@velas/domain/schemas/postal-code';

export function cepPlugin(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/ws/:cep/json',
    { schema: { params: cepPathSchema, response: { 200: viaCepResponseSchema } } },
    async (request): Promise<ViaCepResponse> =>
      (await app.providers.postalCodes.lookup(request.params.cep)) ?? { erro: true },
  );
}
