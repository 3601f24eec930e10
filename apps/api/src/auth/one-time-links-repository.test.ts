// The one-time links' storage (docs/product/accounts.md#password-change-and-reset): each
// kind of link is counted, spent once only while its account is open, voided
// and purged the same way, on a real database.
import { beforeAll, describe, expect, it } from 'vitest';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import {
  consumeLink,
  countLinksSince,
  expireLinks,
  insertLink,
  purgeExpiredLinks,
  type LinkTable,
} from './one-time-links-repository.js';

const MINUTE = 60_000;
const TABLES: readonly LinkTable[] = ['sign_in_links', 'password_resets'];

const t = useTestApp();
const accounts = { owner: 0, other: 0, closing: 0 };
const emails = { owner: '', other: '', closing: '' };

beforeAll(async () => {
  for (const [name, index] of [
    ['owner', 1],
    ['other', 2],
    ['closing', 3],
  ] as const) {
    const { email } = await registerAndLogin(t.app, index);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      email,
    ]);
    accounts[name] = rows[0]?.id ?? 0;
    emails[name] = email;
  }
});

let sent = 0;
/** A new link of `userId` in `table`, sent `agoMs` before now and living `ttlMs`; its hash. */
async function send(table: LinkTable, userId: number, agoMs = 0, ttlMs = 15 * MINUTE) {
  sent += 1;
  const tokenHash = `${table}-${String(sent)}`;
  const createdAt = t.clock.now() - agoMs;
  await insertLink(t.db, table, {
    tokenHash,
    userId,
    createdAt: new Date(createdAt),
    expiresAt: new Date(createdAt + ttlMs),
  });
  return tokenHash;
}

async function usedAt(table: LinkTable, tokenHash: string): Promise<Date | null | undefined> {
  const { rows } = await t.db.query<{ used_at: Date | null }>(
    `SELECT used_at FROM ${table} WHERE token_hash = $1`,
    [tokenHash],
  );
  return rows[0]?.used_at;
}

const now = () => new Date(t.clock.now());

describe.each(TABLES)('the links of %s', (table) => {
  it("counts the account's links sent since a moment, not another account's", async () => {
    const since = new Date(t.clock.now() - 60 * MINUTE);
    const before = await countLinksSince(t.db, table, accounts.owner, since);
    await send(table, accounts.owner, 61 * MINUTE);
    await send(table, accounts.owner, 59 * MINUTE);
    await send(table, accounts.owner);
    await send(table, accounts.other);
    expect(await countLinksSince(t.db, table, accounts.owner, since)).toBe(before + 2);
  });

  it('spends a live link once, with its account; a used, expired or unknown one is refused', async () => {
    const live = await send(table, accounts.owner);
    const expired = await send(table, accounts.owner, 20 * MINUTE, 15 * MINUTE);
    expect(await consumeLink(t.db, table, live, now())).toEqual({
      id: accounts.owner,
      email: emails.owner,
    });
    expect(await usedAt(table, live)).toEqual(now());
    expect(await consumeLink(t.db, table, live, now())).toBeUndefined();
    expect(await consumeLink(t.db, table, expired, now())).toBeUndefined();
    expect(await consumeLink(t.db, table, `${table}-unknown`, now())).toBeUndefined();
    expect(await usedAt(table, expired)).toBeNull();
  });

  it('spends a link for one of two racing consumptions', async () => {
    const link = await send(table, accounts.owner);
    const both = await Promise.all([
      consumeLink(t.db, table, link, now()),
      consumeLink(t.db, table, link, now()),
    ]);
    expect(both.filter((account) => account !== undefined)).toHaveLength(1);
  });

  it('refuses, and leaves unused, a link sent before its account was closed', async () => {
    const link = await send(table, accounts.closing);
    await t.db.query(
      `UPDATE users SET status = 'closed', closed_at = COALESCE(closed_at, $2) WHERE id = $1`,
      [accounts.closing, now()],
    );
    expect(await consumeLink(t.db, table, link, now())).toBeUndefined();
    expect(await usedAt(table, link)).toBeNull();
  });

  it("voids every unused link of the account, not another account's", async () => {
    const spent = await send(table, accounts.owner);
    await consumeLink(t.db, table, spent, new Date(t.clock.now() - MINUTE));
    const first = await send(table, accounts.owner);
    const second = await send(table, accounts.owner);
    const others = await send(table, accounts.other);
    await expireLinks(t.db, table, accounts.owner, now());
    expect(await consumeLink(t.db, table, first, now())).toBeUndefined();
    expect(await consumeLink(t.db, table, second, now())).toBeUndefined();
    // A used link keeps when it was used.
    expect(await usedAt(table, spent)).toEqual(new Date(t.clock.now() - MINUTE));
    expect(await consumeLink(t.db, table, others, now())).toMatchObject({ id: accounts.other });
  });
});

describe('the purge', () => {
  it('deletes the links of every kind that expired before the cutoff, and no other', async () => {
    const keptADay = { now: new Date(t.clock.now()), keptMs: 24 * 60 * MINUTE };
    const kept = [];
    for (const table of TABLES) {
      await send(table, accounts.owner, 25 * 60 * MINUTE, 15 * MINUTE);
      kept.push({ table, tokenHash: await send(table, accounts.owner, 24 * 60 * MINUTE, MINUTE) });
    }
    expect(await purgeExpiredLinks(t.db, keptADay)).toEqual({
      signInLinks: 1,
      passwordResets: 1,
    });
    for (const { table, tokenHash } of kept) expect(await usedAt(table, tokenHash)).toBeNull();
    expect(await purgeExpiredLinks(t.db, keptADay)).toEqual({
      signInLinks: 0,
      passwordResets: 0,
    });
  });
});
