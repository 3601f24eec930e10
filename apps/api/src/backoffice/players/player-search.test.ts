// The attacker's pass on the player search (docs/operations/back-office-queues.md#player-view):
// a support member, who sees only a CPF's middle digits, tries the thousand
// CPFs that fit them through the search by CPF; and a member searching faster
// than a person at a desk does. Every search is in the audit trail.
import { DEMO_CPF } from '@velas/domain/demo/test-documents';
import { beforeAll, describe, expect, it } from 'vitest';
import { staffHeader, useBackofficeApp } from '#/test/backoffice-app.js';
import { demoUserId } from '#/test/held-money.js';
import { cpfWithCheckDigits } from '#/test/people.js';
import { useTestApp } from '#/test/use-test-app.js';
import { playersRoutes } from './players-routes.js';

const t = useTestApp();
const ops = useBackofficeApp(t, [playersRoutes]);
let userId: number;
beforeAll(async () => {
  userId = await demoUserId(t.db);
});

/** Every CPF the masked `***.456.789-**` of the target fits, the target's own last. */
function candidatesFor(cpf: string): string[] {
  const middle = cpf.slice(3, 9);
  const all = Array.from({ length: 1000 }, (_, prefix) =>
    cpfWithCheckDigits(String(prefix).padStart(3, '0') + middle),
  );
  return [...all.filter((candidate) => candidate !== cpf), cpf];
}

const search = (staffId: number, q: string) =>
  ops.inject({ url: '/players', query: { q }, headers: staffHeader(staffId, 'support') });

const auditOf = async (staffId: number) =>
  (
    await t.db.query<{ action: string; user_id: number | null; details: Record<string, unknown> }>(
      `SELECT action, user_id, details FROM audit_events
       WHERE actor = $1 AND action LIKE 'player_search%' ORDER BY id`,
      [`staff:${String(staffId)}`],
    )
  ).rows;

describe('the player search', () => {
  it('a masked CPF cannot be brute-forced through the search by CPF', async () => {
    expect(cpfWithCheckDigits(DEMO_CPF.slice(0, 9))).toBe(DEMO_CPF);
    const staffId = 41;
    const answers: number[] = [];
    let foundAfter: number | null = null;
    // One hour of guessing at the pace the per-minute budget allows.
    for (const [i, candidate] of candidatesFor(DEMO_CPF).entries()) {
      if (i >= 60) break;
      t.clock.advance(60_000 / t.app.config.STAFF_SEARCHES_PER_MINUTE + 1);
      const response = await search(staffId, candidate);
      answers.push(response.statusCode);
      if (response.statusCode === 200 && response.body.includes(`"id":${String(userId)}`))
        foundAfter = i + 1;
    }
    const misses = t.app.config.STAFF_CPF_MISSES_PER_HOUR;
    expect(answers.slice(0, misses).every((status) => status === 200)).toBe(true);
    expect(answers.slice(misses).every((status) => status === 429)).toBe(true);
    expect(foundAfter).toBeNull();
    // The target itself, asked once the budget is spent, is not confirmed either.
    expect((await search(staffId, DEMO_CPF)).statusCode).toBe(429);
    // Still found by e-mail or id: the support member can go on working.
    expect((await search(staffId, String(userId))).statusCode).toBe(200);

    const trail = await auditOf(staffId);
    expect(trail.filter((row) => row.action === 'player_searched')).toHaveLength(misses + 1);
    expect(trail.filter((row) => row.action === 'player_search_refused').length).toBeGreaterThan(0);
    expect(trail[0]?.details).toMatchObject({
      by: 'cpf',
      cpfMasked: `***.${DEMO_CPF.slice(3, 6)}.${DEMO_CPF.slice(6, 9)}-**`,
      results: 0,
      staffRole: 'support',
    });
    const text = JSON.stringify(trail);
    for (const candidate of candidatesFor(DEMO_CPF).slice(0, 60))
      expect(text.includes(candidate), 'no CPF in full in the trail').toBe(false);
  });

  it('guesses sent together never get more answers than the budget', async () => {
    const staffId = 45;
    const answers = await Promise.all(
      candidatesFor(DEMO_CPF)
        .slice(100, 125)
        .map((candidate) => search(staffId, candidate)),
    );
    const answered = answers.filter((answer) => answer.statusCode === 200);
    expect(answered.length).toBeLessThanOrEqual(t.app.config.STAFF_CPF_MISSES_PER_HOUR);
    expect(answers.every((answer) => [200, 429].includes(answer.statusCode))).toBe(true);
  });

  it('a search that finds its player is not a miss, and it is in the player’s trail', async () => {
    const staffId = 42;
    const misses = t.app.config.STAFF_CPF_MISSES_PER_HOUR;
    for (let i = 0; i < misses + 5; i++) {
      t.clock.advance(60_000);
      expect((await search(staffId, DEMO_CPF)).statusCode).toBe(200);
    }
    const trail = await auditOf(staffId);
    expect(trail.at(-1)).toMatchObject({
      action: 'player_searched',
      user_id: userId,
      details: { by: 'cpf', results: 1, found: [userId] },
    });
  });

  it('searches are limited per staff member and minute, whatever they search by', async () => {
    const staffId = 43;
    const perMinute = t.app.config.STAFF_SEARCHES_PER_MINUTE;
    const answers: number[] = [];
    for (let i = 0; i <= perMinute; i++)
      answers.push((await search(staffId, `player${String(i)}@example.com`)).statusCode);
    expect(answers.slice(0, perMinute).every((status) => status === 200)).toBe(true);
    expect(answers[perMinute]).toBe(429);
    expect((await search(44, String(userId))).statusCode, 'another member').toBe(200);
    t.clock.advance(60_001);
    expect((await search(staffId, String(userId))).statusCode).toBe(200);
    const trail = await auditOf(staffId);
    expect(trail[0]?.details).toMatchObject({ by: 'email', results: 0 });
    expect(JSON.stringify(trail)).not.toContain('player0@example.com');
  });
});
