// What grew without bound is deleted once nothing reads it,
// and money records stay.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';
import { purgeExpired } from './retention.js';

const DAY = 86_400_000;
const LIMITS = { loginFailureWindowMs: 900_000, trustedDeviceMs: 30 * DAY };
const t = useTestApp();

async function count(table: string): Promise<number> {
  const { rows } = await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
  return rows[0]?.n ?? 0;
}

describe('purgeExpired', () => {
  it('deletes expired rows of every growing table and keeps the live ones and the paid deposits', async () => {
    const now = t.clock.now();
    const at = (offset: number) => new Date(now + offset);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users ORDER BY id LIMIT 1');
    const user = rows[0]?.id ?? 0;
    const q = (sql: string, params: unknown[]) => t.db.query(sql, params);
    for (const [name, created] of [
      ['old', -2 * DAY],
      ['new', -1000],
    ] as const) {
      await q(
        `INSERT INTO idempotency_keys (user_id, scope, key, request_hash, state, created_at)
         VALUES ($1, 'deposit', $2, 'h', 'done', $3)`,
        [user, name, at(created)],
      );
      await q(
        'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ($1, $2, $3, $4)',
        [`retention-${name}`, user, at(created), at(created + DAY)],
      );
      await q(
        "INSERT INTO login_failures (account, address, created_at) VALUES ('x@example.com', '', $1)",
        [at(created)],
      );
      await q(
        "INSERT INTO provider_events (provider, event_id, received_at) VALUES ('payment', $1, $2)",
        [name, at(created)],
      );
    }
    for (const [name, lastSuccess] of [
      ['old', -31 * DAY],
      ['new', -29 * DAY],
    ] as const)
      await q(
        "INSERT INTO trusted_devices (device_hash, account, last_success_at) VALUES ($1, 'x@example.com', $2)",
        [name, at(lastSuccess)],
      );
    for (const [name, expires] of [
      ['old', -2 * DAY],
      ['new', -1000],
    ] as const)
      await q(
        `INSERT INTO sign_in_links (token_hash, user_id, created_at, expires_at)
         VALUES ($1, $2, $3, $3)`,
        [name, user, at(expires)],
      );
    for (const [name, expires] of [
      ['old', -2 * DAY],
      ['new', -1000],
    ] as const)
      await q(
        `INSERT INTO password_resets (token_hash, user_id, created_at, expires_at)
         VALUES ($1, $2, $3, $3)`,
        [name, user, at(expires)],
      );
    for (const [id, status, expires] of [
      ['aaaaaaaaaaaaaaaaaaaaaaaa1', 'pending', -8 * DAY],
      ['aaaaaaaaaaaaaaaaaaaaaaaa2', 'pending', -1 * DAY],
      ['aaaaaaaaaaaaaaaaaaaaaaaa3', 'paid', -30 * DAY],
    ] as const) {
      await q(
        `INSERT INTO deposits (id, user_id, amount_cents, code, image, status, created_at, expires_at)
         VALUES ($1, $2, 100, 'c', 'i', $3, $4, $4)`,
        [id, user, status, at(expires)],
      );
    }
    for (const [budget, started] of [
      ['deposits', -2 * DAY],
      ['game_starts', -1000],
    ] as const)
      await q(
        `INSERT INTO account_budget_windows (budget, user_id, window_start, calls)
         VALUES ($1, $2, $3, 1)`,
        [budget, user, at(started)],
      );
    for (const [id, expires] of [
      ['retentionOldSession000', -8 * DAY],
      ['retentionNewSession000', DAY],
    ] as const) {
      await q(
        `INSERT INTO kyc_sessions (id, user_id, flow, bet_house, status, created_at, expires_at)
         VALUES ($1, $2, 'kyc-full', 'MINES_BET', 'open', $3, $3)`,
        [id, user, at(expires)],
      );
    }
    const before = {
      idempotency_keys: await count('idempotency_keys'),
      sessions: await count('sessions'),
      deposits: await count('deposits'),
      kyc_sessions: await count('kyc_sessions'),
    };

    const purged = await purgeExpired(t.db, now, LIMITS);
    expect(purged).toMatchObject({
      idempotencyKeys: 1,
      loginFailures: 1,
      accountBudgetWindows: 1,
      providerEvents: 1,
      deposits: 1,
      kycSessions: 1,
      trustedDevices: 1,
      signInLinks: 1,
      passwordResets: 1,
    });
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(await count('idempotency_keys')).toBe(before.idempotency_keys - 1);
    expect(await count('deposits')).toBe(before.deposits - 1);
    expect(await count('kyc_sessions')).toBe(before.kyc_sessions - 1);
    expect(await count('login_failures')).toBe(1);
    expect(await count('account_budget_windows')).toBe(1);
    expect(await count('provider_events')).toBe(1);
    expect(await count('trusted_devices')).toBe(1);
    expect(await count('sign_in_links')).toBe(1);
    expect(await count('password_resets')).toBe(1);
    const { rows: live } = await t.db.query(
      "SELECT 1 FROM sessions WHERE token_hash = 'retention-new'",
    );
    expect(live).toHaveLength(1);
    // A second run finds nothing more.
    expect(Object.values(await purgeExpired(t.db, now, LIMITS))).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });
});
