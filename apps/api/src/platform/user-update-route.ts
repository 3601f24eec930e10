// Only the address changes; the rest of the profile the spec sends is ignored.
import { MINUTE_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { userUpdateRequestSchema, userUpdateResponseSchema } from '@velas/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAccount, updateAddress } from '#/accounts/accounts-repository.js';
import { accountAndAddressLimits } from '#/auth/account-budgets.js';
import { Refused } from '#/domain-errors.js';
import { toProfile } from './profile.js';

export function userUpdateRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const cepLimits = accountAndAddressLimits(app, {
    budget: 'cep_lookups',
    perAccount: app.config.CEP_LOOKUPS_PER_ACCOUNT_PER_MINUTE,
    message: commonMessages.tooManyCepLookups,
    windowMs: MINUTE_MS,
  });
  app.post(
    '/api/userUpdate',
    {
      preValidation: app.authenticate,
      onRequest: cepLimits.onRequest,
      preHandler: cepLimits.preHandler,
      schema: { body: userUpdateRequestSchema, response: { 200: userUpdateResponseSchema } },
    },
    async (request) => {
      const { body } = request;
      const known = await app.providers.postalCodes.lookup(body.zipCode);
      const state = body.state || known?.uf;
      const city = body.city || known?.localidade;
      if (!state || !city) throw Refused.field('zipCode', walletMessages.cepInvalid);
      await updateAddress(db, request.userId, {
        zipCode: body.zipCode,
        number: body.number,
        state,
        city,
        street: (body.street || known?.logradouro) ?? null,
        neighborhood: (body.neighborhood || known?.bairro) ?? null,
      });
      return {
        message: walletMessages.addressSaved,
        profile: toProfile(await loadAccount(db, request.userId)),
      };
    },
  );
}
