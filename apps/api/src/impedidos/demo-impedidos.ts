// The demo's "Módulo de Impedidos": a double that speaks the contract of
// docs/api/providers.md#impedidos over real HTTP. The demo mounts it at
// /demo-impedidos (impedidos-plugin.ts); tests start it on its own port and
// bar a CPF, or take it down, while they run.
import { DEMO_SELF_EXCLUDED_CPF, DEMO_SOCIAL_BENEFIT_CPF } from '@velas/domain/demo/test-documents';
import { messages } from '@velas/domain/messages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Invalid, Unauthenticated } from '../domain-errors.js';
import { IMPEDIDO_BASES } from './impedidos-provider.js';
import type { ImpedidoBase } from './impedidos.js';

export const DEMO_IMPEDIDOS_PREFIX = '/demo-impedidos';

export interface ImpedidosDoubleState {
  /** The bases that bar each CPF; every other CPF is barred by none. */
  barred: Map<string, ImpedidoBase[]>;
  /** While true every consultation answers 503, as an outage would. */
  down: boolean;
  /** Consultations received, newest last (tests count them). */
  consulted: string[];
}

export function demoImpedidosState(): ImpedidosDoubleState {
  return {
    barred: new Map<string, ImpedidoBase[]>([
      [DEMO_SELF_EXCLUDED_CPF, ['autoexclusao_centralizada']],
      [DEMO_SOCIAL_BENEFIT_CPF, ['beneficio_social']],
    ]),
    down: false,
    consulted: [],
  };
}

/** The double's answer for `cpf`, as its route sends it. */
export function doubleAnswer(state: ImpedidosDoubleState, cpf: string, now: number) {
  const barredBy = state.barred.get(cpf) ?? [];
  return {
    cpf,
    answered_at: new Date(now).toISOString(),
    bases: IMPEDIDO_BASES.map((base) => ({ base, barred: barredBy.includes(base) })),
  };
}

const cpfPath = z.object({ cpf: z.string().regex(/^\d{11}$/) });

/** The double's one route, under whatever prefix it is registered with. */
export function impedidosDoubleRoutes(
  app: FastifyInstance,
  options: { state: ImpedidosDoubleState; apiKey: string; clock: () => number },
): void {
  const { state, apiKey, clock } = options;
  app.get('/impedidos/:cpf', async (request, reply) => {
    // Refusals in the api's own shape: the double is mounted in the demo api,
    // whose every answer a stranger can reach is { message, errors } in pt-BR;
    // the contract reads any status but 200 as "unavailable".
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      throw new Unauthenticated(messages.unauthenticated);
    const params = cpfPath.safeParse(request.params);
    if (!params.success) throw Invalid.field('cpf', messages.cpfNotValidated);
    const { cpf } = params.data;
    state.consulted.push(cpf);
    if (state.down) return reply.status(503).send({ error: 'unavailable' });
    return doubleAnswer(state, cpf, clock());
  });
}
