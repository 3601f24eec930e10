// The seamless wallet's decision read (transactionContext) comes as JSON
// (row_to_json), which JSON.parse would round past 2^53: the cents it hands
// the rules are refused there as the int8 parser refuses them
// (db/database.ts), so a rollback never credits a rounded amount and a win is
// never weighed against a rounded total.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { balanceOf } from '#/test/accounts.js';
import {
  aPlayerWithBalance,
  keyedGameSettings,
  sendTransaction,
  type WalletPlayerFixture,
} from '#/test/game-wallet.js';
import { useTestApp } from '#/test/use-test-app.js';
import { transactionContext } from './game-wallet-repository.js';

const { keys, settings } = keyedGameSettings();
const t = useTestApp({ settings });
let player: WalletPlayerFixture & { bearer: string };
beforeAll(async () => {
  player = await aPlayerWithBalance(t, 10_000);
});

/** Stores an accepted transaction as the wallet would; `cents` as text, past what a number holds. */
async function storedTransaction(
  kind: 'bet' | 'win',
  cents: string,
  reference: string | null = null,
): Promise<string> {
  const uuid = randomUUID();
  await t.db.query(
    `INSERT INTO game_transactions (transaction_uuid, kind, user_id, request_hash,
       reference_transaction_uuid, amount_cents, status, response, created_at)
     VALUES ($1, $2, $3, 'hash', $4, $5::bigint, 'RS_OK', '{"status":"RS_OK","request_uuid":"r"}', now())`,
    [uuid, kind, player.userId, reference, cents],
  );
  return uuid;
}

const contextOf = (transactionUuid: string, reference: string | null) =>
  transactionContext(t.db, { transactionUuid, tokenHash: null, reference, playOf: null });

const PAST_SAFE = '9007199254740993';

describe("the wallet's decision read", () => {
  it('reads the cents of a referenced bet and of its wins', async () => {
    const bet = await storedTransaction('bet', '250');
    await storedTransaction('win', '4000000000000000', bet);
    const context = await contextOf(randomUUID(), bet);
    expect(context.reference).toMatchObject({ amountCents: 250, won: true });
    expect(context.reference?.wonCents).toBe(4_000_000_000_000_000);
  });

  it('refuses a referenced bet whose amount is past 2^53', async () => {
    const bet = await storedTransaction('bet', PAST_SAFE);
    await expect(contextOf(randomUUID(), bet)).rejects.toThrow();
  });

  it("refuses a bet whose wins come to more than 2^53, each win's amount safe", async () => {
    const bet = await storedTransaction('bet', '100');
    await storedTransaction('win', '4503599627370496', bet);
    await storedTransaction('win', '4503599627370497', bet);
    await expect(contextOf(randomUUID(), bet)).rejects.toThrow();
  });

  it('refuses a repeated transaction whose stored amount is past 2^53', async () => {
    const seen = await storedTransaction('bet', PAST_SAFE);
    await expect(contextOf(seen, null)).rejects.toThrow();
  });

  it('answers the rollback of such a bet RS_ERROR_UNKNOWN and credits nothing', async () => {
    const bet = await storedTransaction('bet', PAST_SAFE);
    const before = await balanceOf(t.app, player.bearer);
    const rollback = await sendTransaction(t.app, keys, player, 'rollback', {
      round: 'r1',
      reference: bet,
    });
    expect(rollback.status).toBe('RS_ERROR_UNKNOWN');
    expect(await balanceOf(t.app, player.bearer)).toBe(before);
  });
});
