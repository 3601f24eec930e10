// The steps of a check, without the database: how a consultation is
// classified, and how the provider's failures move the failing gauge.
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Database } from '#/db/database.js';
import { createMetrics } from '#/metrics/metrics.js';
import type { BarredListResult } from '#/providers/barred-list-provider.js';
import { checkOutcome, consult, type ChecksDeps } from './barred-list-checks.js';
import { FailingStreak } from './failing-streak.js';

const answered = (barred: boolean): BarredListResult => ({
  kind: 'answered',
  answer: {
    cpf: '52998224725',
    answeredAt: 0,
    bases: [
      { base: 'autoexclusao_centralizada', barred: false },
      { base: 'beneficio_social', barred },
    ],
  },
});
const unavailable: BarredListResult = { kind: 'unavailable', reason: 'timeout' };

describe('checkOutcome', () => {
  it('is barred when any base bars the CPF, clear when none does, unavailable without an answer', () => {
    expect(checkOutcome(answered(true))).toBe('barred');
    expect(checkOutcome(answered(false))).toBe('clear');
    expect(checkOutcome(unavailable)).toBe('unavailable');
  });
});

describe('consult', () => {
  it('sets the failing gauge from the first failure of a streak, and back to 0 at an answer', async () => {
    let now = 1_000_000;
    const clock = () => now;
    const answers = [unavailable, unavailable, answered(false)];
    const metrics = createMetrics();
    const deps: ChecksDeps = {
      db: undefined as unknown as Database,
      clock,
      provider: { consult: () => Promise.resolve(answers.shift() ?? unavailable) },
      onBarred: () => Promise.resolve(),
      metrics,
      log: undefined as unknown as FastifyBaseLogger,
      checksPerTurn: 1,
      pending: () => ({ resolve: () => Promise.resolve(true) }),
      streak: new FailingStreak(clock),
    };
    const failing = async () => (await metrics.barredListFailingSeconds.get()).values[0]?.value;

    expect(await consult(deps, '52998224725')).toBe(unavailable);
    expect(await failing()).toBe(0);
    now += 120_000;
    await consult(deps, '52998224725');
    expect(await failing()).toBe(120);
    now += 1_000;
    expect((await consult(deps, '52998224725')).kind).toBe('answered');
    expect(await failing()).toBe(0);
  });
});
