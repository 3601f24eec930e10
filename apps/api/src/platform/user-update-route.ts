// Only the address changes; the rest of the profile the spec sends is ignored.
import { MINUTE_MS } from '@velas/domain/calendar';
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { userUpdateRequestSchema, userUpdateResponseSchema } from '@velas/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountAndAddressLimits } from '#/auth/account-budgets.js';
import { saveAddress } from './address-update.js';

export function userUpdateRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
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
      const profile = await saveAddress(app, {
        userId: request.userId,
        zipCode: body.zipCode,
        number: body.number,
        state: body.state,
        city: body.city,
        street: body.street,
        neighborhood: body.neighborhood,
      });
      return { message: walletMessages.addressSaved, profile };
    },
  );
}
