// POST api/userUpdate (docs/product/accounts.md#profile) saves the address only:
// what the form left blank is filled from the postal code's record.
import { walletMessages } from '@velas/domain/messages/wallet';
import type { UserProfile } from '@velas/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import { updateAddress } from '#/accounts/accounts-repository.js';
import { Refused } from '#/domain-errors.js';
import { profileOf } from './profile.js';

interface AddressUpdateInput {
  userId: number;
  zipCode: string;
  number: string;
  state?: string | undefined;
  city?: string | undefined;
  street?: string | undefined;
  neighborhood?: string | undefined;
}

/** Saves the address; refused when neither the form nor the postal code names a state and a city. The profile after it. */
export async function saveAddress(
  app: Pick<FastifyInstance, 'db' | 'providers'>,
  input: AddressUpdateInput,
): Promise<UserProfile> {
  const { db } = app;
  const known = await app.providers.postalCodes.lookup(input.zipCode);
  const state = input.state || known?.uf;
  const city = input.city || known?.localidade;
  if (!state || !city) throw Refused.field('zipCode', walletMessages.cepInvalid);
  await updateAddress(db, input.userId, {
    zipCode: input.zipCode,
    number: input.number,
    state,
    city,
    street: (input.street || known?.logradouro) ?? null,
    neighborhood: (input.neighborhood || known?.bairro) ?? null,
  });
  return profileOf(db, input.userId);
}
