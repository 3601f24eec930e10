// Postal codes behind one interface: the bundled table (demo), or a
// ViaCEP-compatible service (GET {baseUrl}/ws/{cep}/json) with the bundled
// table answering whenever the service fails or is slow.
import {
  viaCepAddressSchema,
  viaCepNotFoundSchema,
  type ViaCepAddress,
} from '@velas/domain/schemas/postal-code';
import { requestJson, type FetchFn } from '../provider-wire/http-json.js';
import { findCep } from './cep-table.js';

export interface PostalCodes {
  lookup(cep: string): Promise<ViaCepAddress | undefined>;
}

export const bundledPostalCodes: PostalCodes = {
  lookup: (cep) => Promise.resolve(findCep(cep)),
};

export function viaCepPostalCodes(baseUrl: string, fetchFn: FetchFn = fetch): PostalCodes {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    async lookup(cep) {
      const answer = await requestJson(
        fetchFn,
        `${base}/ws/${cep}/json`,
        undefined,
        undefined,
        'postal',
      );
      if (answer.status === 200) {
        const address = viaCepAddressSchema.safeParse(answer.body);
        if (address.success) return address.data;
        if (viaCepNotFoundSchema.safeParse(answer.body).success) return findCep(cep);
      }
      return findCep(cep);
    },
  };
}
