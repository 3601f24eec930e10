// The bundled table answers whenever the service fails or is slow.
import {
  viaCepAddressSchema,
  viaCepNotFoundSchema,
  type ViaCepAddress,
} from '@velas/domain/schemas/postal-code';
import { providerClient, type ProviderWire } from '#/provider-wire/provider-client.js';
import { findCep } from './cep-table.js';

export interface PostalCodes {
  lookup(cep: string): Promise<ViaCepAddress | undefined>;
}

export const bundledPostalCodes: PostalCodes = {
  lookup: (cep) => Promise.resolve(findCep(cep)),
};

export function viaCepPostalCodes(baseUrl: string, wire: ProviderWire = {}): PostalCodes {
  const client = providerClient({ name: 'postal', baseUrl, ...wire });
  return {
    async lookup(cep) {
      const answer = await client.get(`/ws/${cep}/json`);
      if (answer.status === 200) {
        const address = viaCepAddressSchema.safeParse(answer.body);
        if (address.success) return address.data;
        if (viaCepNotFoundSchema.safeParse(answer.body).success) return findCep(cep);
      }
      return findCep(cep);
    },
  };
}
