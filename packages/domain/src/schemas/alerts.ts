import { z } from 'zod';
import { BET_HOUSES } from '../constants.js';
import { alertsMessages } from '../messages/alerts.js';
import { int4Id } from './common.js';

/** Enough for every house and threshold a player watches; bounds the table and the per-round checks. */
export const ALERTS_PER_USER = 10;

const betHouse = z.enum(BET_HOUSES, { error: 'Casa de apostas desconhecida.' });
const odd = z
  .number({ error: 'Informe a vela.' })
  .min(1.01, { error: 'A vela mínima é 1,01x.' })
  .max(1_000_000, { error: 'Vela alta demais.' })
  .multipleOf(0.01, { error: 'Use no máximo duas casas decimais.' });
const rounds = z
  .number({ error: 'Informe o número de rodadas.' })
  .int({ error: 'Use um número inteiro de rodadas.' })
  .min(2, { error: 'No mínimo 2 rodadas.' })
  .max(10_000, { error: 'No máximo 10.000 rodadas.' });

export const alertRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('oddAtLeast'), betHouse, odd }),
  z.object({ kind: z.literal('drought'), betHouse, odd, rounds }),
]);
export type AlertRule = z.infer<typeof alertRuleSchema>;

export const createAlertRequestSchema = alertRuleSchema;
export type CreateAlertRequest = z.input<typeof createAlertRequestSchema>;

const id = z.number().int().positive();
export const alertSchema = z.discriminatedUnion('kind', [
  alertRuleSchema.options[0].extend({ id }),
  alertRuleSchema.options[1].extend({ id }),
]);
export type RoundAlert = z.infer<typeof alertSchema>;

export const alertsResponseSchema = z.object({ alerts: z.array(alertSchema) });
export type AlertsResponse = z.infer<typeof alertsResponseSchema>;

export const alertParamsSchema = z.object({ id: int4Id(alertsMessages.alertNotFound) });
