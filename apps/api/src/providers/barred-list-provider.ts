// Any answer but a well-formed, current one for this CPF is "unavailable",
// never read as "not barred" (docs/api/providers.md#impedidos).
import { MINUTE_MS } from '@velas/domain/calendar';
import { z } from 'zod';
import { providerClient, type ProviderWire } from '#/provider-wire/provider-client.js';
import type { BarredListBase, BarredListAnswer } from './barred-list.js';

export type BarredListResult =
  { kind: 'answered'; answer: BarredListAnswer } | { kind: 'unavailable'; reason: string };

export interface BarredListProvider {
  consult(cpf: string): Promise<BarredListResult>;
}

export const BARRED_LIST_BASES: readonly BarredListBase[] = [
  'autoexclusao_centralizada',
  'beneficio_social',
];

export const barredListAnswerSchema = z.object({
  cpf: z.string().regex(/^\d{11}$/),
  answered_at: z.iso.datetime({ offset: true }),
  bases: z
    .array(
      z.object({
        base: z.enum(['autoexclusao_centralizada', 'beneficio_social']),
        barred: z.boolean(),
      }),
    )
    .min(1),
});

/**
 * How far the answer's own moment may be from ours: a cached or replayed
 * "not barred" from another day is no check of today.
 */
export const ANSWER_CLOCK_TOLERANCE_MS = 5 * MINUTE_MS;

export function httpBarredListProvider(
  provider: { baseUrl: string; apiKey: string },
  clock: () => number,
  wire: ProviderWire = {},
): BarredListProvider {
  const client = providerClient({
    name: 'impedidos',
    baseUrl: provider.baseUrl,
    apiKey: provider.apiKey,
    ...wire,
  });
  return {
    async consult(cpf) {
      const answer = await client.get(`/impedidos/${cpf}`);
      if (answer.status === 'unreachable') return { kind: 'unavailable', reason: 'unreachable' };
      if (answer.status !== 200)
        return { kind: 'unavailable', reason: `status ${String(answer.status)}` };
      const parsed = barredListAnswerSchema.safeParse(answer.body);
      if (!parsed.success || parsed.data.cpf !== cpf)
        return { kind: 'unavailable', reason: 'unexpected answer' };
      const bases = parsed.data.bases;
      // A verdict missing for a base is no verdict: the check did not happen.
      if (BARRED_LIST_BASES.some((name) => !bases.some((entry) => entry.base === name)))
        return { kind: 'unavailable', reason: 'base missing' };
      const answeredAt = Date.parse(parsed.data.answered_at);
      if (Math.abs(answeredAt - clock()) > ANSWER_CLOCK_TOLERANCE_MS)
        return { kind: 'unavailable', reason: 'answer not from now' };
      return { kind: 'answered', answer: { cpf, answeredAt, bases } };
    },
  };
}
