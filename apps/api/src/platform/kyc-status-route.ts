// GET api/legitimuzStatus: where the player's identity check stands.
import { KYC_STATUSES, kycStatusSchema } from '@velas/domain/schemas/kyc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAccount } from '#/accounts/accounts-repository.js';
import { cpfClaimOf } from '#/kyc/cpf-claims-repository.js';

export function kycStatusRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.get(
    '/api/legitimuzStatus',
    { preValidation: app.authenticate, schema: { response: { 200: kycStatusSchema } } },
    async (request) => {
      const account = await loadAccount(db, request.userId);
      const status = KYC_STATUSES.find((known) => known === account.kycStatus) ?? 'none';
      return {
        isApproved: status === 'approved',
        status,
        rejection: status === 'rejected' ? account.kycRejection : null,
        cpfClaim: await cpfClaimOf(db, request.userId),
      };
    },
  );
}
