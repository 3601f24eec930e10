// The postal-code service (decisions §2), mounted at /cep-api: GET ws/{cep}/json
// in ViaCEP's shape; an unknown CEP answers { "erro": true } like ViaCEP does.
import type { FastifyInstance } from 'fastify';
import { cepPathSchema, type ViaCepResponse } from '@velas/domain/schemas/postal-code';
import { validate } from '../http/validate.js';

export function cepPlugin(app: FastifyInstance): void {
  app.get('/ws/:cep/json', async (request): Promise<ViaCepResponse> => {
    const { cep } = validate(cepPathSchema, request.params);
    return (await app.providers.postalCodes.lookup(cep)) ?? { erro: true };
  });
}
