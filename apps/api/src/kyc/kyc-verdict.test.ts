// KYC bound to the CPF (docs/product/kyc.md#kyc, #cpf-claim), as attacks against
// the production path: the provider's signed callback, with its verified CPF
// and birth date. Before the binding, any approval approved any account.
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { kycMessages } from '@velas/domain/messages/kyc';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, personRegistration, type TestPerson } from '#/test/accounts.js';
import { startKycProvider, type TestKycProvider } from '#/test/kyc-provider.js';
import { productionTestApp } from '#/test/production-app.js';
import { sendSignedCallback } from '#/test/signed-callback.js';
import { useTestApp } from '#/test/use-test-app.js';

const KYC_SECRET = 'kyc-verdict-test-secret-7Qm2xZ9pL4vR8tN1';

let provider: TestKycProvider;
beforeAll(async () => {
  provider = await startKycProvider();
});
afterAll(() => provider.stop());
const t = useTestApp(() =>
  productionTestApp(
    {
      providers: {
        kyc: { baseUrl: provider.baseUrl, apiKey: provider.apiKey, callbackSecret: KYC_SECRET },
      },
    },
    { APP_ORIGIN: 'https://app.casareal.example' },
  ),
);

let registered = 0;

async function account(person: TestPerson) {
  registered += 1;
  const email = `verdict${String(registered)}@example.com`;
  const payload = personRegistration(person, email);
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
  expect(response.statusCode, response.body).toBe(201);
  const token = await login(t.app, email, 'senha-segura-1');
  const me = await t.injectAs(token, { url: '/api/auth/me' });
  return { id: me.json<{ id: number }>().id, email, token };
}

async function cpfRole(userId: number): Promise<string | undefined> {
  const { rows } = await t.db.query<{ cpf_role: string }>(
    'SELECT cpf_role FROM users WHERE id = $1',
    [userId],
  );
  return rows[0]?.cpf_role;
}

async function openSession(token: string, cpf: string): Promise<string> {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/kyc-api/kyc/session',
    payload: { cpf, token, flow: 'kyc-full', betHouse: 'MINES_BET' },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ session_id: string }>().session_id;
}

let events = 0;
function callback(fields: Record<string, unknown>) {
  events += 1;
  const body = JSON.stringify({ event_id: `verdict-${String(events)}`, ...fields });
  const url = '/providers-api/kyc/callback';
  return sendSignedCallback(t.app, { url, secret: KYC_SECRET, at: t.clock.now(), body });
}

async function approveAs(
  user: { id: number; token: string },
  cpf: string,
  verified: { cpf: string; birthDate: string },
) {
  const sessionId = await openSession(user.token, cpf);
  const response = await callback({
    session_id: sessionId,
    user_reference: String(user.id),
    result: 'approved',
    verified_document: verified.cpf,
    verified_birth_date: verified.birthDate,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const kycStatus = async (token: string) =>
  (await t.injectAs(token, { url: '/api/legitimuzStatus' })).json<{
    isApproved: boolean;
    status: string;
    rejection: string | null;
    cpfClaim: string | null;
  }>();

describe('KYC bound to the CPF', () => {
  it('sends the provider the account CPF and name', async () => {
    const maria = TEST_DOCUMENTS[1];
    const user = await account(maria);
    await openSession(user.token, maria.cpf);
    expect(provider.sessions.at(-1)).toMatchObject({ document: maria.cpf, name: maria.name });
  });

  it('attack: an approval of a person with another CPF is rejected, with the reason', async () => {
    const joao = TEST_DOCUMENTS[2];
    const user = await account(joao);
    await approveAs(user, joao.cpf, { cpf: TEST_DOCUMENTS[3].cpf, birthDate: '1990-01-01' });
    expect(await kycStatus(user.token)).toEqual({
      isApproved: false,
      status: 'rejected',
      rejection: 'cpf_mismatch',
      cpfClaim: null,
    });
    const deposit = await t.injectAs(user.token, {
      method: 'POST',
      url: '/api/deposits',
      payload: { amount: 5_000 },
    });
    expect(deposit.statusCode).toBe(403);
  });

  it("attack: a minor with the account's CPF is rejected (São Paulo date)", async () => {
    const ana = TEST_DOCUMENTS[3];
    const user = await account(ana);
    // The test clock is 2026-03-10 15:00 in São Paulo: 18 tomorrow is still 17.
    await approveAs(user, ana.cpf, { cpf: ana.cpf, birthDate: '2008-03-11' });
    expect(await kycStatus(user.token)).toMatchObject({
      status: 'rejected',
      rejection: 'underage',
    });
    // 18 today: approved on a second verification.
    await approveAs(user, ana.cpf, { cpf: ana.cpf, birthDate: '2008-03-10' });
    expect(await kycStatus(user.token)).toMatchObject({ isApproved: true, rejection: null });
  });

  it('an approval without the verified CPF and birth date is not a valid callback', async () => {
    const carlos = TEST_DOCUMENTS[4];
    const user = await account(carlos);
    const sessionId = await openSession(user.token, carlos.cpf);
    const response = await callback({
      session_id: sessionId,
      user_reference: String(user.id),
      result: 'approved',
    });
    expect(response.statusCode).toBe(400);
    expect((await kycStatus(user.token)).status).toBe('pending');
  });

  it("the provider's own rejection says to try again", async () => {
    const beatriz = TEST_DOCUMENTS[5];
    const user = await account(beatriz);
    const sessionId = await openSession(user.token, beatriz.cpf);
    await callback({ session_id: sessionId, user_reference: String(user.id), result: 'rejected' });
    expect(await kycStatus(user.token)).toMatchObject({ rejection: 'provider' });
  });
});

describe('CPF claim', () => {
  it('a CPF another account holds, verified or not, opens a claimant that says nothing of it', async () => {
    const lucas = TEST_DOCUMENTS[6];
    const holder = await account(lucas);
    const early = await account(lucas);
    expect(await cpfRole(early.id)).toBe('claimant');
    expect(await kycStatus(early.token)).toMatchObject({ status: 'none', cpfClaim: null });

    await approveAs(holder, lucas.cpf, { cpf: lucas.cpf, birthDate: lucas.birthDate });
    const late = await account(lucas);
    expect(await cpfRole(late.id)).toBe('claimant');
    expect(await kycStatus(late.token)).toMatchObject({ status: 'none', cpfClaim: null });
    // Only the person who proves the CPF learns it is verified elsewhere.
    await approveAs(late, lucas.cpf, { cpf: lucas.cpf, birthDate: lucas.birthDate });
    expect(await kycStatus(late.token)).toMatchObject({ rejection: 'cpf_verified_elsewhere' });
  });

  it('the person who passes KYC gets the CPF; the unverified account is closed, its balance kept', async () => {
    const paula = TEST_DOCUMENTS[7];
    const squatter = await account(paula);
    // A balance on the unverified account (say, a prize): it must not vanish.
    await t.db.query(
      `INSERT INTO ledger_entries (user_id, amount_cents, kind, status, reference, balance_after_cents, created_at)
       VALUES ($1, 1234, 'CasinoTransaction', 'completed', 'test:prize', 1234, $2)`,
      [squatter.id, new Date(t.clock.now())],
    );
    await t.db.query('UPDATE users SET balance_cents = 1234 WHERE id = $1', [squatter.id]);

    const owner = await account(paula);
    expect(await kycStatus(owner.token)).toMatchObject({ cpfClaim: null, isApproved: false });
    // The squatter's own face with someone else's CPF does not help them.
    await approveAs(squatter, paula.cpf, { cpf: TEST_DOCUMENTS[8].cpf, birthDate: '1999-01-01' });
    expect((await kycStatus(squatter.token)).rejection).toBe('cpf_mismatch');

    await approveAs(owner, paula.cpf, { cpf: paula.cpf, birthDate: paula.birthDate });
    expect(await kycStatus(owner.token)).toEqual({
      isApproved: true,
      status: 'approved',
      rejection: null,
      cpfClaim: 'granted',
    });

    // The squatter is signed out and cannot sign in; told why.
    const me = await t.injectAs(squatter.token, { url: '/api/auth/me' });
    expect(me.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: squatter.email, email: squatter.email, password: 'senha-segura-1' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ message: kycMessages.accountClosedByCpfClaim });

    // Its balance and ledger are untouched and listed for the operator's review.
    const { rows } = await t.db.query<{ balance: string; held: string; review: string }>(
      `SELECT u.balance_cents AS balance, c.held_balance_cents AS held, c.review_status AS review
       FROM cpf_claims c JOIN users u ON u.id = c.released_id WHERE c.claimant_id = $1`,
      [owner.id],
    );
    expect(rows.map((row) => [Number(row.balance), Number(row.held), row.review])).toEqual([
      [1234, 1234, 'pending'],
    ]);
    const ledger = await t.db.query<{ sum: string }>(
      'SELECT SUM(amount_cents) AS sum FROM ledger_entries WHERE user_id = $1',
      [squatter.id],
    );
    expect(Number(ledger.rows[0]?.sum)).toBe(1234);

    // The CPF is the owner's now: a new registration with it only claims, and loses.
    const late = await account(paula);
    expect(await cpfRole(late.id)).toBe('claimant');
    await approveAs(late, paula.cpf, { cpf: paula.cpf, birthDate: paula.birthDate });
    expect(await kycStatus(late.token)).toMatchObject({ rejection: 'cpf_verified_elsewhere' });
    expect(await cpfRole(owner.id)).toBe('holder');
  });

  it('a claimant loses to a holder who verified first', async () => {
    const rafael = TEST_DOCUMENTS[8];
    const holder = await account(rafael);
    const claimant = await account(rafael);
    await approveAs(holder, rafael.cpf, { cpf: rafael.cpf, birthDate: rafael.birthDate });
    await approveAs(claimant, rafael.cpf, { cpf: rafael.cpf, birthDate: rafael.birthDate });
    expect(await kycStatus(claimant.token)).toMatchObject({
      status: 'rejected',
      rejection: 'cpf_verified_elsewhere',
      cpfClaim: null,
    });
    expect((await kycStatus(holder.token)).isApproved).toBe(true);
  });
});
