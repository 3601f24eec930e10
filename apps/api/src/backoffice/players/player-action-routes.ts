import {
  doneSchema,
  idParamsSchema,
  reasonBodySchema,
} from '@velas/domain/schemas/backoffice/common';
import { noteRequestSchema, noteResponseSchema } from '@velas/domain/schemas/backoffice/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '#/staff/staff-audit.js';
import { addPlayerNote, blockPlayer, signPlayerOut, unblockPlayer } from './player-actions.js';

export function playerActionRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const withReason = {
    params: idParamsSchema,
    body: reasonBodySchema,
    response: { 200: doneSchema },
  };
  app.post(
    '/players/:id/block',
    { config: { permission: 'players.block' }, schema: withReason },
    async (request) => {
      await blockPlayer(app.db, staffCall(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );
  app.post(
    '/players/:id/unblock',
    { config: { permission: 'players.block' }, schema: withReason },
    async (request) => {
      await unblockPlayer(app.db, staffCall(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );
  app.post(
    '/players/:id/sign-out',
    { config: { permission: 'players.sign_out' }, schema: withReason },
    async (request) => {
      await signPlayerOut(app.db, staffCall(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );
  app.post(
    '/players/:id/notes',
    {
      config: { permission: 'players.note' },
      schema: {
        params: idParamsSchema,
        body: noteRequestSchema,
        response: { 200: noteResponseSchema },
      },
    },
    async (request) => ({
      id: await addPlayerNote(app.db, staffCall(request), request.params.id, request.body.body),
    }),
  );
}
