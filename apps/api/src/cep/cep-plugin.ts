// The postal-code service (decisions §2), mounted at /cep-api: GET ws/{cep}/json
// in ViaCEP's shape; an unknown CEP answers { "erro": true } like ViaCEP does.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  cepPathSchema,
  viaCepResponseSchema,
  type ViaCepResponse,
} from '@velas/domain/schemas/postal-code';
import { findCep } from './cep-table.js';

export function cepPlugin(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/ws/:cep/json',
    { schema: { params: cepPathSchema, response: { 200: viaCepResponseSchema } } },
    (request): ViaCepResponse => findCep(request.params.cep) ?? { erro: true },
  );
}
