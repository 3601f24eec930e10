// GET api/auth/me, api/profile, api/legitimuzStatus, api/presence; POST api/userUpdate.
import { MINUTE_MS } from '@velas/domain/calendar';
import { PRESENCE_WINDOW_SECONDS } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { meResponseSchema } from '@velas/domain/schemas/auth';
import { KYC_STATUSES, kycStatusSchema } from '@velas/domain/schemas/kyc';
import { presenceResponseSchema } from '@velas/domain/schemas/presence';
import {
  userProfileSchema,
  userUpdateRequestSchema,
  userUpdateResponseSchema,
} from '@velas/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAccount, updateAddress } from '../accounts/index.js';
import { accountAndAddressLimits } from '../auth/account-budgets.js';
import { countOnline } from '../auth/index.js';
import { findBarredAccount } from '../barred-accounts/index.js';
import { Refused } from '../domain-errors.js';
import { cpfClaimOf } from '../kyc/index.js';
import { toMe, toProfile } from './profile.js';

export function accountRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  const authenticated = { preValidation: app.authenticate };

  app.get(
    '/api/auth/me',
    { ...authenticated, schema: { response: { 200: meResponseSchema } } },
    async (request) =>
      toMe(await loadAccount(db, request.userId), await findBarredAccount(db, request.userId)),
  );

  app.get(
    '/api/profile',
    { ...authenticated, schema: { response: { 200: userProfileSchema } } },
    async (request) => toProfile(await loadAccount(db, request.userId)),
  );

  app.get(
    '/api/legitimuzStatus',
    { ...authenticated, schema: { response: { 200: kycStatusSchema } } },
    async (request) => {
      const account = await loadAccount(db, request.userId);
      const status = KYC_STATUSES.find((known) => known === account.kyc_status) ?? 'none';
      return {
        isApproved: status === 'approved',
        status,
        rejection: status === 'rejected' ? account.kyc_rejection : null,
        cpfClaim: await cpfClaimOf(db, request.userId),
      };
    },
  );

  app.get(
    '/api/presence',
    { ...authenticated, schema: { response: { 200: presenceResponseSchema } } },
    async () => ({ online: await countOnline(db, app.clock(), PRESENCE_WINDOW_SECONDS) }),
  );

  // Only the address changes; the rest of the profile the spec sends is ignored.
  const cepLimits = accountAndAddressLimits(
    app,
    'cep_lookups',
    app.config.CEP_LOOKUPS_PER_ACCOUNT_PER_MINUTE,
    commonMessages.tooManyCepLookups,
    MINUTE_MS,
  );
  app.post(
    '/api/userUpdate',
    {
      ...authenticated,
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
