import { meResponseSchema } from '@velas/domain/schemas/auth';
import { userProfileSchema } from '@velas/domain/schemas/user';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { meOf, profileOf } from './profile.js';

export function meAndProfileRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const { db } = app;

  app.get(
    '/api/auth/me',
    { preValidation: app.authenticate, schema: { response: { 200: meResponseSchema } } },
    async (request) => meOf(db, request.userId),
  );

  app.get(
    '/api/profile',
    { preValidation: app.authenticate, schema: { response: { 200: userProfileSchema } } },
    async (request) => profileOf(db, request.userId),
  );
}
