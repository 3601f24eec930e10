//   GET {baseUrl}/cpf/{11 digits}   Authorization: Bearer {apiKey}
//   200 { "name": "...", "birth_date": "YYYY-MM-DD" } | 404 unknown CPF
import { z } from 'zod';
import type { Queryable } from '#/db/database.js';
import { providerClient, type ProviderWire } from '#/provider-wire/provider-client.js';
import { findRegisteredDocument } from './document-registry-repository.js';

export interface Person {
  name: string;
  birthday: string;
}

export interface DocumentCheck {
  /**
   * null: the provider does not know this CPF. Throws Unavailable when it cannot
   * answer. `requester` (addressKey of the caller) scopes any cache to who asked.
   */
  lookup(cpf: string, requester: string): Promise<Person | null>;
}

export const DOCUMENT_CHECK_UNAVAILABLE =
  'Não foi possível consultar o CPF agora. Tente novamente.';

export function registryDocumentCheck(db: Queryable): DocumentCheck {
  return { lookup: (cpf) => findRegisteredDocument(db, cpf) };
}

const personSchema = z.object({
  name: z.string().trim().min(1).max(200),
  birth_date: z.iso.date(),
});

export function httpDocumentCheck(
  provider: { baseUrl: string; apiKey: string },
  wire: ProviderWire = {},
): DocumentCheck {
  const client = providerClient({
    name: 'document',
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    ...wire,
  });
  return {
    async lookup(cpf) {
      const answer = await client.get(`/cpf/${cpf}`);
      if (answer.status === 404) return null;
      const person = client.read(answer, {
        schema: personSchema,
        accepted: [200],
        refusal: DOCUMENT_CHECK_UNAVAILABLE,
      });
      return { name: person.name, birthday: person.birth_date };
    },
  };
}
