import { idParamsSchema } from '@velas/domain/schemas/backoffice/common';
import {
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  playerViewSchema,
  revealRequestSchema,
  revealResponseSchema,
} from '@velas/domain/schemas/backoffice/players';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffCall } from '#/staff/staff-audit.js';
import { revealPlayer } from './player-actions.js';
import { searchPlayersAsStaff } from './player-search.js';
import { viewPlayer } from './player-view.js';

export function playerLookupRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
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
}
