import { z } from 'zod';
import { BET_HOUSES } from '../constants.js';
import { alertsMessages } from '../messages/alerts.js';
import { int4Id } from './common.js';

/** Enough for every house and threshold a player watches; bounds the table and the per-round checks. */
export const ALERTS_PER_USER = 10;

const betHouse = z.enum(BET_HOUSES, { error: alertsMessages.alertBetHouseUnknown });
const odd = z
  .number({ error: alertsMessages.alertOddRequired })
  .min(1.01, { error: alertsMessages.alertOddMinimum })
  .max(1_000_000, { error: alertsMessages.alertOddTooHigh })
  .multipleOf(0.01, { error: alertsMessages.alertOddDecimals });
const rounds = z
  .number({ error: alertsMessages.alertRoundsRequired })
  .int({ error: alertsMessages.alertRoundsWhole })
  .min(2, { error: alertsMessages.alertRoundsMinimum })
  .max(10_000, { error: alertsMessages.alertRoundsMaximum });

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
