// Over real HTTP (docs/api/providers.md#impedidos); tests start it on their own
// port and bar a CPF, or take it down, while they run.
import { randomBytes } from 'node:crypto';
import { DEMO_SELF_EXCLUDED_CPF, DEMO_SOCIAL_BENEFIT_CPF } from '@velas/domain/demo/test-documents';
import { authMessages } from '@velas/domain/messages/auth';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { FakeBarredList } from '#/barred-list-checks/barred-list-plugin.js';
import { Invalid, Unauthenticated } from '#/domain-errors.js';
import { selfFetch } from '#/provider-wire/self-fetch.js';
import { BARRED_LIST_BASES, httpBarredListProvider } from '#/providers/barred-list-provider.js';
import type { BarredListProvider } from '#/providers/barred-list-provider.js';
import type { BarredListBase } from '#/providers/barred-list.js';

const DEMO_BARRED_LIST_PREFIX = '/demo-impedidos';

export interface BarredListDoubleState {
  /** The bases that bar each CPF; every other CPF is barred by none. */
  barred: Map<string, BarredListBase[]>;
  /** While true every consultation answers 503, as an outage would. */
  down: boolean;
  /** Consultations received, newest last (tests count them). */
  consulted: string[];
}

export function demoBarredListState(): BarredListDoubleState {
  return {
    barred: new Map<string, BarredListBase[]>([
      [DEMO_SELF_EXCLUDED_CPF, ['autoexclusao_centralizada']],
      [DEMO_SOCIAL_BENEFIT_CPF, ['beneficio_social']],
    ]),
    down: false,
    consulted: [],
  };
}

function doubleAnswer(state: BarredListDoubleState, cpf: string, now: number) {
  const barredBy = state.barred.get(cpf) ?? [];
  return {
    cpf,
    answered_at: new Date(now).toISOString(),
    bases: BARRED_LIST_BASES.map((base) => ({ base, barred: barredBy.includes(base) })),
  };
}

const cpfPath = z.object({ cpf: z.string().regex(/^\d{11}$/) });

export function barredListDoubleRoutes(
  app: FastifyInstance,
  options: { state: BarredListDoubleState; apiKey: string; clock: () => number },
): void {
  const { state, apiKey, clock } = options;
  app.get('/impedidos/:cpf', async (request, reply) => {
    // Refusals in the api's own shape: the double is mounted in the demo api,
    // whose every answer a stranger can reach is { message, errors } in pt-BR;
    // the contract reads any status but 200 as "unavailable".
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      throw new Unauthenticated(authMessages.unauthenticated);
    const params = cpfPath.safeParse(request.params);
    if (!params.success) throw Invalid.field('cpf', authMessages.cpfNotValidated);
    const { cpf } = params.data;
    state.consulted.push(cpf);
    if (state.down) return reply.status(503).send({ error: 'unavailable' });
    return doubleAnswer(state, cpf, clock());
  });
}

/**
 * The demo's fake: the double mounted at /demo-impedidos with a key of
 * this process, consulted over HTTP like the regulator's module.
 */
export function sandboxBarredList(): FakeBarredList {
  return async (app) => {
    const state = demoBarredListState();
    const apiKey = randomBytes(24).toString('base64url');
    await app.register(
      (instance) => {
        barredListDoubleRoutes(instance, { state, apiKey, clock: app.clock });
      },
      { prefix: DEMO_BARRED_LIST_PREFIX },
    );
    return httpBarredListProvider(
      { baseUrl: `http://demo-impedidos.invalid${DEMO_BARRED_LIST_PREFIX}`, apiKey },
      app.clock,
      { fetch: selfFetch(app), metrics: app.metrics },
    );
  };
}

/**
 * Production without a provider does not start (settings/production-schema.ts);
 * only a test that builds a production app without one gets here: the
 * double's answers, in memory, with no route mounted.
 */
export function unmountedBarredList(): FakeBarredList {
  return (app) => {
    const state = demoBarredListState();
    const provider: BarredListProvider = {
      consult: (cpf) => {
        const answer = doubleAnswer(state, cpf, app.clock());
        return Promise.resolve({
          kind: 'answered',
          answer: { cpf, answeredAt: Date.parse(answer.answered_at), bases: answer.bases },
        });
      },
    };
    return Promise.resolve(provider);
  };
}
