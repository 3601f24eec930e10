// The back office's player view and actions, through their routes on a bare
// Fastify (test/backoffice-app.ts) over the production-mode app of the
// held-money tests: masking and the audited reveal, and a block that refuses
// deposits and bets but lets the player withdraw.
import { DEMO_EMAIL } from '@velas/domain/demo/account';
import { DEMO_CPF } from '@velas/domain/demo/test-documents';
import { backofficeMessages } from '@velas/domain/messages/backoffice';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyAuditChain } from '#/audit/verify-audit.js';
import { loginDemo } from '#/test/accounts.js';
import { staffHeader, useBackofficeApp } from '#/test/backoffice-app.js';
import { rsaKeys, walletCall, walletPlayer } from '#/test/game-wallet.js';
import { demoUserId, heldMoneyApp, walletTransaction } from '#/test/held-money.js';
import { usePayoutProvider } from '#/test/payout-provider.js';
import { DEMO_PIX_KEY } from '#/test/payouts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { playersRoutes } from './players-routes.js';

const keys = rsaKeys();
const provider = usePayoutProvider();
const t = useTestApp(() => heldMoneyApp(provider, keys));

const ops = useBackofficeApp(t, [playersRoutes]);
let userId: number;
beforeAll(async () => {
  userId = await demoUserId(t.db);
});

const support = staffHeader(3, 'support');
const compliance = staffHeader(7, 'compliance');

const staffRows = async (action: string) =>
  (
    await t.db.query<{
      actor: string;
      user_id: number;
      details: Record<string, unknown>;
      request_id: string | null;
    }>(
      "SELECT actor, user_id, details, request_id FROM audit_events WHERE category = 'staff' AND action = $1 ORDER BY id",
      [action],
    )
  ).rows;

describe('finding and viewing a player', () => {
  it('finds the player by e-mail, CPF or id, the CPF masked', async () => {
    for (const q of [DEMO_EMAIL.toUpperCase(), DEMO_CPF, String(userId)]) {
      const response = await ops.inject({ url: '/players', query: { q }, headers: support });
      expect(response.statusCode).toBe(200);
      const { players } = response.json<{ players: { id: number; cpfMasked: string }[] }>();
      expect(players.map((player) => player.id)).toEqual([userId]);
      expect(players[0]?.cpfMasked).toBe(`***.${DEMO_CPF.slice(3, 6)}.${DEMO_CPF.slice(6, 9)}-**`);
    }
  });

  it('shows the whole picture with neither the CPF nor the birth date in it', async () => {
    const response = await ops.inject({ url: `/players/${String(userId)}`, headers: support });
    expect(response.statusCode).toBe(200);
    const view = response.json<{
      player: { balanceCents: number; birthDateMasked: string };
      ledger: { createdAt: string }[];
      withdrawals: { status: string; createdAt: string }[];
    }>();
    expect(view.player.balanceCents).toBeGreaterThan(0);
    expect(view.player.birthDateMasked).toBe('**/**/****');
    expect(view.ledger.length).toBeGreaterThan(0);
    // The demo's paid withdrawals, as wallet/ reads them, newest first.
    expect(view.withdrawals.map(({ status }) => status)).toContain('paid');
    const times = view.withdrawals.map(({ createdAt }) => createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(response.body).not.toContain(DEMO_CPF);
  });
});

describe('revealing the CPF', () => {
  it('is refused to support and leaves no reveal row', async () => {
    const response = await ops.inject({
      method: 'POST',
      url: `/players/${String(userId)}/reveal`,
      headers: support,
      payload: { fields: ['cpf'], reason: 'conferência' },
    });
    expect(response.statusCode).toBe(403);
    expect(await staffRows('player_revealed')).toEqual([]);
  });

  it('needs a reason', async () => {
    const response = await ops.inject({
      method: 'POST',
      url: `/players/${String(userId)}/reveal`,
      headers: compliance,
      payload: { fields: ['cpf'], reason: '  ' },
    });
    expect(response.statusCode).toBe(400);
    expect(await staffRows('player_revealed')).toEqual([]);
  });

  it('shows compliance the full CPF and records who, why and the request', async () => {
    const response = await ops.inject({
      method: 'POST',
      url: `/players/${String(userId)}/reveal`,
      headers: compliance,
      payload: { fields: ['cpf', 'birthDate'], reason: 'Pedido da polícia, ofício 12/2026' },
    });
    expect(response.statusCode).toBe(200);
    const revealed = response.json<{ cpf: string; birthDate: string }>();
    expect(revealed.cpf).toBe(DEMO_CPF);
    expect(revealed.birthDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [row] = await staffRows('player_revealed');
    expect(row).toMatchObject({
      actor: 'staff:7',
      user_id: userId,
      details: {
        staffId: 7,
        staffRole: 'compliance',
        reason: 'Pedido da polícia, ofício 12/2026',
        fields: ['cpf', 'birthDate'],
      },
    });
    expect(row?.request_id).toBeTruthy();
    // The trail never holds the value revealed.
    expect(JSON.stringify(row)).not.toContain(DEMO_CPF);
  });
});

describe('blocking an account', () => {
  const block = (action: 'block' | 'unblock', headers = compliance) =>
    ops.inject({
      method: 'POST',
      url: `/players/${String(userId)}/${action}`,
      headers,
      payload: { reason: 'Suspeita de conta de terceiro' },
    });

  it('is refused to support', async () => {
    expect((await block('block', support)).statusCode).toBe(403);
  });

  it('refuses deposits and bets with the plain message, lets the player withdraw, and lifts', async () => {
    const token = await loginDemo(t.app);
    expect((await block('block')).statusCode).toBe(200);
    expect((await block('block')).statusCode).toBe(409);

    const deposit = await t.injectAs(token, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 5_000 },
      headers: { 'idempotency-key': 'bloqueio-deposito-1' },
    });
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json<{ message: string }>().message).toBe(backofficeMessages.accountBlocked);

    const player = await walletPlayer(t.db, userId, t.clock.now());
    const bet = await walletCall(t.app, keys, {
      path: '/transaction/bet',
      body: walletTransaction(player, 1_000),
    });
    expect(bet.status).toBe('RS_ERROR_USER_DISABLED');

    const withdrawal = await t.injectAs(token, {
      method: 'POST',
      url: '/api/withdraws',
      payload: { amount: 3_000, ...DEMO_PIX_KEY },
    });
    expect(withdrawal.statusCode).toBeLessThan(300);

    expect((await block('unblock')).statusCode).toBe(200);
    expect((await block('unblock')).statusCode).toBe(409);
    const after = await walletCall(t.app, keys, {
      path: '/transaction/bet',
      body: walletTransaction(await walletPlayer(t.db, userId, t.clock.now()), 1_000),
    });
    expect(after.status).toBe('RS_OK');
    expect((await staffRows('player_blocked')).map((row) => row.details.reason)).toEqual([
      'Suspeita de conta de terceiro',
    ]);
    expect(await staffRows('player_unblocked')).toHaveLength(1);
  });
});

describe('signing a player out and notes', () => {
  it('ends every session of the player', async () => {
    const token = await loginDemo(t.app);
    const response = await ops.inject({
      method: 'POST',
      url: `/players/${String(userId)}/sign-out`,
      headers: support,
      payload: { reason: 'O jogador perdeu o celular' },
    });
    expect(response.statusCode).toBe(200);
    expect((await t.injectAs(token, { url: '/api/auth/me' })).statusCode).toBe(401);
    expect(await staffRows('player_signed_out')).toHaveLength(1);
  });

  it('keeps a note on the player, shown in the view', async () => {
    const response = await ops.inject({
      method: 'POST',
      url: `/players/${String(userId)}/notes`,
      headers: support,
      payload: { body: 'Ligou pedindo o extrato.' },
    });
    expect(response.statusCode).toBe(200);
    const view = await ops.inject({ url: `/players/${String(userId)}`, headers: support });
    expect(view.json<{ notes: { body: string; staffId: number }[] }>().notes).toEqual([
      expect.objectContaining({ body: 'Ligou pedindo o extrato.', staffId: 3 }),
    ]);
  });

  it('leaves an audit chain that `audit verify` finds whole, staff rows included', async () => {
    const { rows } = await t.db.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM audit_events WHERE category = 'staff'",
    );
    expect(rows[0]?.count).toBeGreaterThanOrEqual(5);
    expect((await verifyAuditChain(t.db)).broken).toBeNull();
  });

  it('answers 404 for a player who does not exist', async () => {
    expect((await ops.inject({ url: '/players/999999', headers: support })).statusCode).toBe(404);
  });
});
