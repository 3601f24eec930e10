// The regulator's impedidos checks against the double over real HTTP
// (docs/product/registration.md#registration, docs/product/accounts.md#accounts-and-sign-in): a barred CPF refused
// at registration with the one neutral text; a player barred later found by
// the first sign-in of the next São Paulo day and by the 15-day sweep; the
// provider down at registration (the registration waits, then completes) and
// at sign-in (the sign-in passes, the check is retried). Every check stored,
// and kept past the retention job.
import type { AddressInfo } from 'node:net';
import { barredMessages } from '@velas/domain/barred-list';
import { DAY_MS } from '@velas/domain/calendar';
import {
  DEMO_SELF_EXCLUDED_CPF,
  DEMO_SOCIAL_BENEFIT_CPF,
  TEST_DOCUMENTS,
} from '@velas/domain/demo/test-documents';
import { authMessages } from '@velas/domain/messages/auth';
import { operatorSettingsSchema } from '@velas/domain/schemas/operator-settings';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WITHDRAW_WINDOW_MS } from '#/barred-accounts/barred-accounts.js';
import { purgeExpired } from '#/retention/retention.js';
import {
  demoBarredListState,
  barredListDoubleRoutes,
} from '#/sandbox/barred-list/demo-barred-list.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { login, personRegistration, registrationPayload } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const API_KEY = 'impedidos-test-key-0123456789';
const state = demoBarredListState();
let double: FastifyInstance;
let now = () => Date.parse('2026-03-10T18:00:00.000Z');

beforeAll(async () => {
  double = Fastify();
  barredListDoubleRoutes(double, { state, apiKey: API_KEY, clock: () => now() });
  await double.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => double.close());

const t = useTestApp(() => {
  const { port } = double.server.address() as AddressInfo;
  return {
    settings: demoRuntimeSettings(
      operatorSettingsSchema.parse({
        ...DEMO_SETTINGS,
        providers: {
          impedidos: { baseUrl: `http://127.0.0.1:${String(port)}`, apiKey: API_KEY },
        },
      }),
    ),
  };
});

beforeAll(() => {
  now = () => t.clock.now();
});
beforeEach(() => {
  state.down = false;
});

/** Who the barred-account procedure holds, as OnBarred stored them. */
async function barredAccounts() {
  const { rows } = await t.db.query<{ user_id: number; bases: string[]; answered_at: Date }>(
    'SELECT user_id, bases, answered_at FROM barred_accounts ORDER BY user_id',
  );
  return rows;
}

let addresses = 0;
const register = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload,
    remoteAddress: `10.9.0.${String((addresses += 1))}`,
  });

async function checksOf(cpf: string) {
  const { rows } = await t.db.query<{
    user_id: number | null;
    pending_registration_id: number | null;
    trigger: string;
    outcome: string;
    verdicts: Record<string, boolean> | null;
  }>(
    `SELECT user_id, pending_registration_id, trigger, outcome, verdicts
       FROM impedidos_checks WHERE cpf = $1 ORDER BY id`,
    [cpf],
  );
  return rows;
}

async function userId(email: string): Promise<number | undefined> {
  const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    email,
  ]);
  return rows[0]?.id;
}

const gauge = async (name: 'barredListOverdue' | 'barredListFailingSeconds') =>
  (await t.app.metrics[name].get()).values[0]?.value ?? 0;

describe('impedidos at registration', () => {
  it('refuses a CPF barred by either base with the one neutral answer of an unknown CPF', async () => {
    const unknown = await register(
      registrationPayload({
        document: '123.456.789-09',
        email: 'desconhecido@example.com',
        email_confirmation: 'desconhecido@example.com',
      }),
    );
    const refusal = {
      code: 'refused',
      message: authMessages.registrationCpfRefused,
      errors: { document: [authMessages.registrationCpfRefused] },
    };
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(refusal);
    for (const cpf of [DEMO_SELF_EXCLUDED_CPF, DEMO_SOCIAL_BENEFIT_CPF]) {
      const person = TEST_DOCUMENTS.find((document) => document.cpf === cpf);
      if (person === undefined) throw new Error('demo barred CPF not in the registry');
      const email = `barrado${cpf}@example.com`;
      const answer = await register(personRegistration(person, email));
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toEqual(refusal);
      expect(answer.body).not.toMatch(/autoexclus|benef|impedid/i);
      expect(await userId(email)).toBeUndefined();
      const [check] = await checksOf(cpf);
      expect(check).toMatchObject({ user_id: null, trigger: 'registration', outcome: 'barred' });
    }
    expect((await checksOf(DEMO_SELF_EXCLUDED_CPF))[0]?.verdicts).toEqual({
      autoexclusao_centralizada: true,
      beneficio_social: false,
    });
  });

  it("attack: the form's CPF check answers a barred CPF as it answers an unknown one", async () => {
    // Else a name from the check, then a refusal from the registration, would say "barred".
    const validate = (document: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/validate/document',
        payload: { document },
        remoteAddress: `10.9.1.${String((addresses += 1))}`,
      });
    const unknown = await validate('12345678909');
    expect(unknown.statusCode).toBe(422);
    for (const cpf of [DEMO_SELF_EXCLUDED_CPF, DEMO_SOCIAL_BENEFIT_CPF]) {
      const answer = await validate(cpf);
      expect(answer.statusCode).toBe(422);
      expect(answer.body).toBe(unknown.body);
    }
    expect((await validate(TEST_DOCUMENTS[1].cpf)).statusCode).toBe(200);
  });
});

describe('impedidos after registration', () => {
  const maria = TEST_DOCUMENTS[3];
  const mariaEmail = 'ana.checks@example.com';

  it('opens a clear registration and stores its check', async () => {
    const answer = await register(personRegistration(maria, mariaEmail));
    expect(answer.statusCode).toBe(201);
    const id = await userId(mariaEmail);
    expect(await checksOf(maria.cpf)).toEqual([
      expect.objectContaining({ user_id: id, trigger: 'registration', outcome: 'clear' }),
    ]);
    // The same São Paulo day: a sign-in does not consult again.
    const before = state.consulted.length;
    await login(t.app, mariaEmail, 'senha-segura-1');
    expect(state.consulted.length).toBe(before);
  });

  it('finds a player barred later at the first sign-in of the next day, and lets the sign-in through', async () => {
    state.barred.set(maria.cpf, ['autoexclusao_centralizada']);
    t.clock.advance(DAY_MS);
    await login(t.app, mariaEmail, 'senha-segura-1');
    const id = await userId(mariaEmail);
    // The answer reached the barred-account procedure (barred-accounts.test.ts follows it on).
    expect(await barredAccounts()).toEqual([
      { user_id: id, bases: ['autoexclusao_centralizada'], answered_at: new Date(t.clock.now()) },
    ]);
    expect((await checksOf(maria.cpf)).at(-1)).toMatchObject({
      user_id: id,
      trigger: 'daily_sign_in',
      outcome: 'barred',
    });
    // A second sign-in that day consults no more.
    const consulted = state.consulted.length;
    await login(t.app, mariaEmail, 'senha-segura-1');
    expect(state.consulted.length).toBe(consulted);
  });

  it('sweeps every open account within 15 days, the barred ones to OnBarred', async () => {
    const joao = TEST_DOCUMENTS[4];
    const joaoEmail = 'carlos.checks@example.com';
    expect((await register(personRegistration(joao, joaoEmail))).statusCode).toBe(201);
    // Accounts the seed opened were never checked: the first turn takes them.
    while ((await t.app.barredList.checks.runDueChecks()) > 0);
    expect(await gauge('barredListOverdue')).toBe(0);
    state.barred.set(joao.cpf, ['beneficio_social']);
    t.clock.advance(13 * DAY_MS);
    expect(await t.app.barredList.checks.runDueChecks()).toBe(0);
    t.clock.advance(DAY_MS);
    while ((await t.app.barredList.checks.runDueChecks()) > 0);
    const id = await userId(joaoEmail);
    expect((await barredAccounts()).map((row) => row.user_id)).toContain(id);
    expect((await checksOf(joao.cpf)).at(-1)).toMatchObject({
      user_id: id,
      trigger: 'sweep',
      outcome: 'barred',
    });
    expect(await gauge('barredListOverdue')).toBe(0);
    const counted = await t.app.metrics.barredListChecks.get();
    expect(
      counted.values.find((v) => v.labels.trigger === 'sweep' && v.labels.outcome === 'barred')
        ?.value,
    ).toBeGreaterThanOrEqual(1);

    // What the sweep found goes through the whole procedure: told at once by
    // e-mail, two days to withdraw, then closed (barred-accounts.test.ts
    // follows a balance to the holder's CPF key).
    const [notice] = t.app.providers.demoOutbox?.messagesTo(joaoEmail).slice(-1) ?? [];
    expect(notice?.subject).toBe(barredMessages.noticeSubject);
    t.clock.advance(WITHDRAW_WINDOW_MS + 60_000);
    const outcomes = await t.app.barredAccounts.endDueWindows();
    expect(outcomes.get(id ?? 0)).toEqual({ kind: 'closed', payoutId: null, amount: 0 });
    const { rows } = await t.db.query<{ status: string }>(
      'SELECT status FROM users WHERE id = $1',
      [id],
    );
    expect(rows[0]?.status).toBe('closed');
  });

  it('lets a sign-in through while the provider is down, and retries the check', async () => {
    const carlos = TEST_DOCUMENTS[5];
    const email = 'beatriz.checks@example.com';
    expect((await register(personRegistration(carlos, email))).statusCode).toBe(201);
    state.down = true;
    t.clock.advance(DAY_MS);
    const token = await login(t.app, email, 'senha-segura-1');
    const id = await userId(email);
    // The token it handed out is a live session of that player.
    const me = await t.injectAs(token, { url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json<{ id: number; email: string }>()).toMatchObject({ id, email });
    expect((await checksOf(carlos.cpf)).at(-1)).toMatchObject({
      user_id: id,
      trigger: 'daily_sign_in',
      outcome: 'unavailable',
    });
    t.clock.advance(5 * 60_000);
    await t.app.barredList.checks.runDueChecks();
    expect(await gauge('barredListFailingSeconds')).toBeGreaterThanOrEqual(300);
    state.down = false;
    t.clock.advance(60_000);
    await t.app.barredList.checks.runDueChecks();
    expect((await checksOf(carlos.cpf)).at(-1)).toMatchObject({
      user_id: id,
      trigger: 'retry',
      outcome: 'clear',
    });
    expect(await gauge('barredListFailingSeconds')).toBe(0);
    const { rows } = await t.db.query<{ retry_due: boolean }>(
      'SELECT retry_due FROM impedidos_account_state WHERE user_id = $1',
      [id],
    );
    expect(rows[0]?.retry_due).toBe(false);
  });

  it('keeps a registration the provider could not check, and opens it once a check answers', async () => {
    const paula = TEST_DOCUMENTS[7];
    const email = 'paula.checks@example.com';
    state.down = true;
    const answer = await register(personRegistration(paula, email));
    expect(answer.statusCode).toBe(202);
    expect(answer.json()).toEqual({
      status: 'verification_pending',
      message: authMessages.registrationPending,
    });
    expect(await userId(email)).toBeUndefined();
    // Still down at the next turn: still no account.
    t.clock.advance(2 * 60_000);
    await t.app.barredList.checks.runDueChecks();
    expect(await userId(email)).toBeUndefined();
    state.down = false;
    t.clock.advance(15 * 60_000);
    await t.app.barredList.checks.runDueChecks();
    const id = await userId(email);
    expect(id).toBeDefined();
    expect((await checksOf(paula.cpf)).map((check) => [check.trigger, check.outcome])).toEqual([
      ['registration', 'unavailable'],
      ['retry', 'unavailable'],
      ['retry', 'clear'],
    ]);
    const mail = t.app.providers.demoOutbox?.messagesTo(email) ?? [];
    expect(mail.map((message) => message.subject)).toEqual([
      authMessages.registrationCompletedEmailSubject,
    ]);
    await login(t.app, email, 'senha-segura-1');
    const { rows } = await t.db.query('SELECT 1 FROM pending_registrations');
    expect(rows).toHaveLength(0);
  });

  it('refuses by e-mail, with the neutral text, a waiting registration the check finds barred', async () => {
    const rafael = TEST_DOCUMENTS[8];
    const email = 'rafael.checks@example.com';
    state.down = true;
    expect((await register(personRegistration(rafael, email))).statusCode).toBe(202);
    state.down = false;
    state.barred.set(rafael.cpf, ['autoexclusao_centralizada']);
    t.clock.advance(2 * 60_000);
    await t.app.barredList.checks.runDueChecks();
    expect(await userId(email)).toBeUndefined();
    const mail = t.app.providers.demoOutbox?.messagesTo(email) ?? [];
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(authMessages.registrationRefusedEmailSubject);
    expect(mail[0]?.text).toContain(authMessages.registrationCpfRefused);
    expect(mail[0]?.text).not.toMatch(/autoexclus|benef|impedid/i);
  });

  it('checks at the first sign-in of the day through a sign-in link too', async () => {
    const sofia = TEST_DOCUMENTS[9];
    const email = 'sofia.checks@example.com';
    expect((await register(personRegistration(sofia, email))).statusCode).toBe(201);
    state.barred.set(sofia.cpf, ['beneficio_social']);
    t.clock.advance(DAY_MS);
    await t.app.inject({ method: 'POST', url: '/api/auth/sign-in-link', payload: { email } });
    await t.app.signInLinkMailer.idle();
    const [mail] = t.app.providers.demoOutbox?.messagesTo(email) ?? [];
    const token = /[?&]token=([\w-]{43})/.exec(mail?.text ?? '')?.[1] ?? '';
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in-link/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const id = await userId(email);
    expect((await barredAccounts()).map((row) => row.user_id)).toContain(id);
    expect((await checksOf(sofia.cpf)).at(-1)).toMatchObject({
      user_id: id,
      trigger: 'daily_sign_in',
      outcome: 'barred',
    });
  });

  it('gives up a waiting registration after 7 days and says so by e-mail', async () => {
    const pedro = TEST_DOCUMENTS[10];
    const email = 'pedro.checks@example.com';
    state.down = true;
    expect((await register(personRegistration(pedro, email))).statusCode).toBe(202);
    t.clock.advance(7 * DAY_MS);
    await t.app.barredList.checks.runDueChecks();
    expect(await userId(email)).toBeUndefined();
    const { rows } = await t.db.query('SELECT 1 FROM pending_registrations');
    expect(rows).toHaveLength(0);
    const mail = t.app.providers.demoOutbox?.messagesTo(email) ?? [];
    expect(mail.map((message) => message.text.split('\n')[0])).toEqual([
      authMessages.registrationExpiredEmailText,
    ]);
  });

  it('keeps every check past the retention job, 5 years on', async () => {
    const { rows: before } = await t.db.query('SELECT id FROM impedidos_checks');
    expect(before.length).toBeGreaterThan(0);
    await purgeExpired(t.db, t.clock.now() + 5 * 366 * DAY_MS, {
      loginFailureWindowMs: 60_000,
      trustedDeviceMs: DAY_MS,
    });
    const { rows: after } = await t.db.query('SELECT id FROM impedidos_checks');
    expect(after).toHaveLength(before.length);
  });
});
