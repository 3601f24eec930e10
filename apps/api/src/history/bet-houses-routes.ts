// GET /bet-houses (issue 17 §7): the houses a screen may pick or compare.
// Each simulated house plays its own chain with its own salt; the others
// have only what a feed ingests.
import { BET_HOUSE_LABELS, BET_HOUSES } from '@velas/domain/constants';
import { betHousesResponseSchema } from '@velas/domain/schemas/history';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

export function betHousesRoutes(instance: FastifyInstance, simulated: readonly string[]): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const betHouses = BET_HOUSES.map((id) => ({
    id,
    label: BET_HOUSE_LABELS[id],
    simulated: simulated.includes(id),
  }));
  app.get('/bet-houses', { schema: { response: { 200: betHousesResponseSchema } } }, () => ({
    betHouses,
  }));
}
