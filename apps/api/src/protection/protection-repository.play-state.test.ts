// A bet reads the play state in one statement (playState); a deposit and the
// protection screen read its parts one by one (limitsInForce, activeBlock,
// latestPlaySession). They must agree on which limit, pause or session is in
// force at every instant, or a bet and a deposit could be judged apart.
import { DAY_MS, HOUR_MS, MINUTE_MS } from '@velas/domain/calendar';
import { toCents } from '@velas/domain/money';
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import {
  activeBlock,
  insertBlock,
  insertLimitChange,
  latestPlaySession,
  limitsInForce,
  playState,
  startPlaySession,
} from './protection-repository.js';

const t = useTestApp();
let userId: number;
beforeAll(async () => {
  // A new player, whose only record is the limits chosen at registration.
  const { email } = await registerAndLogin(t.app, 1);
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  userId = rows[0]?.id ?? 0;
});

async function joinedAgreesWithParts(now: number) {
  const joined = await playState(t.db, userId, now, true);
  expect(joined.limits).toEqual(await limitsInForce(t.db, userId, now));
  expect(joined.block).toEqual(await activeBlock(t.db, userId, now));
  expect(joined.session).toEqual(await latestPlaySession(t.db, userId));
  return joined;
}

describe('the play state read in one statement', () => {
  it('agrees with its parts for a new player: the limits of registration, no block, no session', async () => {
    const joined = await joinedAgreesWithParts(t.clock.now());
    expect(joined.limits).not.toBeNull();
    expect(joined).toMatchObject({ block: null, session: null });
  });

  it('agrees with its parts as limits, blocks and sessions come and go', async () => {
    const base = t.clock.now();
    const limits = { lossLimit: toCents(10_000), lossPeriod: 'day', sessionMinutes: 60 } as const;
    await t.db.transaction((tx) =>
      insertLimitChange(tx, { userId, limits, now: base, effectiveAt: base, actor: SYSTEM_ACTOR }),
    );
    await t.db.transaction((tx) =>
      insertLimitChange(tx, {
        userId,
        limits: { ...limits, lossPeriod: 'week' },
        now: base + HOUR_MS,
        effectiveAt: base + DAY_MS,
        actor: SYSTEM_ACTOR,
      }),
    );
    await startPlaySession(t.db, userId, base);
    await startPlaySession(t.db, userId, base + MINUTE_MS);
    await t.db.transaction((tx) =>
      insertBlock(
        tx,
        userId,
        { kind: 'pause', startsAt: base + HOUR_MS, endsAt: base + DAY_MS },
        SYSTEM_ACTOR,
      ),
    );
    await t.db.transaction((tx) =>
      insertBlock(
        tx,
        userId,
        { kind: 'exclusion', startsAt: base + 2 * HOUR_MS, endsAt: null },
        SYSTEM_ACTOR,
      ),
    );

    expect((await joinedAgreesWithParts(base)).limits?.lossPeriod).toBe('day');
    expect((await joinedAgreesWithParts(base + HOUR_MS)).block?.kind).toBe('pause');
    expect((await joinedAgreesWithParts(base + 2 * HOUR_MS)).block?.kind).toBe('exclusion');
    const later = await joinedAgreesWithParts(base + 2 * DAY_MS);
    expect(later.limits?.lossPeriod).toBe('week');
    expect(later.session?.startedAt).toBe(base + MINUTE_MS);
  });
});
