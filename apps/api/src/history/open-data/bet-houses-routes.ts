// Each simulated house plays its own chain with its own salt; the others have
// only what a feed ingests.
import { BET_HOUSE_LABELS, BET_HOUSES } from '@velas/domain/constants';
import { betHousesResponseSchema } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { cacheFor, operation, TAGS } from './public-reads.js';

export function betHousesRoutes(instance: FastifyInstance, simulated: readonly string[]): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const betHouses = BET_HOUSES.map((id) => ({
    id,
    label: BET_HOUSE_LABELS[id],
    simulated: simulated.includes(id),
  }));
  app.get(
    '/bet-houses',
    {
      schema: {
        ...operation(
          'listBetHouses',
          TAGS.openData,
          'As casas de apostas',
          'As casas que o serviço conhece, com o nome mostrado e se as rodadas vêm do simulador (cadeia e salt próprios) ou só de um feed.',
        ),
        response: { 200: betHousesResponseSchema },
      },
    },
    (_request, reply) => {
      cacheFor(reply, 'settings');
      return { betHouses };
    },
  );
}
