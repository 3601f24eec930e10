// The back office's player routes (docs/operations/back-office-queues.md#back-office-queues-and-actions),
// on the ops listener behind the staff session check, which enforces each
// route's config.permission and sets request.staff.
import {
  doneSchema,
  idParamsSchema,
  reasonBodySchema,
} from '@velas/domain/schemas/backoffice/common';
import {
  noteRequestSchema,
  noteResponseSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  playerViewSchema,
  revealRequestSchema,
  revealResponseSchema,
} from '@velas/domain/schemas/backoffice/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '../../staff/staff-audit.js';
import {
  addPlayerNote,
  blockPlayer,
  revealPlayer,
  signPlayerOut,
  unblockPlayer,
} from './player-actions.js';
import { searchPlayersAsStaff } from './player-search.js';
import { viewPlayer } from './player-view.js';

export function playersRoutes(instance: FastifyInstance): Promise<void> {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const withReason = {
    params: idParamsSchema,
    body: reasonBodySchema,
    response: { 200: doneSchema },
  };

  app.get(
    '/players',
    {
      config: { permission: 'players.find' },
      schema: {
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchResponseSchema },
      },
    },
    (request) => searchPlayersAsStaff(app.db, staffCall(request), request.query.q, app.config),
  );
  app.get(
    '/players/:id',
    {
      config: { permission: 'players.view' },
      schema: { params: idParamsSchema, response: { 200: playerViewSchema } },
    },
    (request) => viewPlayer(app.db, request.params.id),
  );
  app.post(
    '/players/:id/reveal',
    {
      config: { permission: 'players.reveal' },
      schema: {
        params: idParamsSchema,
        body: revealRequestSchema,
        response: { 200: revealResponseSchema },
      },
    },
    (request) => revealPlayer(app.db, staffCall(request), request.params.id, request.body),
  );
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
  return Promise.resolve();
}
