// GET api/legitimuzStatus: where the player's identity check stands.
import { kycStatusSchema } from '@velas/domain/schemas/kyc';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { kycStatusOf } from './kyc-status.js';

export function kycStatusRoute(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;
  app.get(
    '/api/legitimuzStatus',
    { preValidation: app.authenticate, schema: { response: { 200: kycStatusSchema } } },
    async (request) => kycStatusOf(db, request.userId),
  );
}
