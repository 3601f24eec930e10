import type { ViaCepResponse } from '@velas/domain/schemas/postal-code';
import { api } from '#/core/api.ts';
import { lazySchema } from '#/core/lazySchema.ts';

const viaCepResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/postal-code')).viaCepResponseSchema,
);

export const cepApi = api.injectEndpoints({
  endpoints: (build) => ({
    lookupCep: build.query<ViaCepResponse, string>({
      query: (cepDigits) => ({ service: 'cep', url: `ws/${cepDigits}/json` }),
      responseSchema: viaCepResponse,
    }),
  }),
});

export const { useLazyLookupCepQuery } = cepApi;
