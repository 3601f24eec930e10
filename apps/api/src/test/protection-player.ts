// Builders for the player protection tests: limits as a player chooses them,
// a KYC-approved player with an address, and the requests such a player makes,
// so each test arranges in a line or two and says only what it is about.
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import type { Cents } from '@velas/domain/money';
import type { Limits } from '@velas/domain/protection';
import type { ProtectionStatus } from '@velas/domain/schemas/protection';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { login, personRegistration } from './accounts.js';
import { payDeposit } from './deposits.js';
import type { TestApp } from './test-app.js';

/** The game the tests start: Aviator, through the demo aggregator. */
const GAME = 3835;
const PASSWORD = 'senha-segura-1';

export interface ProtectedPlayer {
  token: string;
  email: string;
  id: number;
  cpf: string;
}

/** A weekly loss limit of `reais`, sessions of `sessionMinutes`. */
export const weeklyLimits = (reais: number, sessionMinutes = 120): Limits => ({
  lossLimit: (reais * 100) as Cents,
  lossPeriod: 'week',
  sessionMinutes,
});

/** A daily loss limit of `reais`, sessions of two hours. */
export const dailyLimits = (reais: number): Limits => ({
  ...weeklyLimits(reais),
  lossPeriod: 'day',
});

type Request = (p: ProtectedPlayer) => Promise<LightMyRequestResponse>;

/** What a player does on the api under test, each call one request. */
export function protectionCalls(t: TestApp) {
  const as = (p: ProtectedPlayer, request: Parameters<TestApp['injectAs']>[1]) =>
    t.injectAs(p.token, request);

  const deposit = (p: ProtectedPlayer, amount: number) =>
    as(p, { method: 'POST', url: '/api/deposits', payload: { amount } });
  const withdraw = (p: ProtectedPlayer, amount: number) =>
    as(p, {
      method: 'POST',
      url: '/api/withdraws',
      payload: { amount, pixType: 'CPF', pixKey: p.cpf },
    });
  const startGame: Request = (p) =>
    as(p, { url: `/api/casino-games/${String(GAME)}/start?demo=0&isMobileDevice=1` });
  const permit: Request = (p) => as(p, { method: 'POST', url: '/api/signals/permit' });
  const presence: Request = (p) => as(p, { url: '/api/presence' });
  const me: Request = (p) => as(p, { url: '/api/auth/me' });
  const setLimits = (p: ProtectedPlayer, limits: Limits) =>
    as(p, { method: 'PUT', url: '/api/protection/limits', payload: limits });
  const pause: Request = (p) =>
    as(p, { method: 'POST', url: '/api/protection/pause', payload: { duration: '24h' } });
  const exclude = (p: ProtectedPlayer, months: number | null) =>
    as(p, { method: 'POST', url: '/api/protection/exclusion', payload: { months } });
  const closeAccount: Request = (p) =>
    as(p, { method: 'POST', url: '/api/protection/close-account' });
  /** The demo payout provider reports the withdrawal failed: its money comes back. */
  const failWithdrawal = (p: ProtectedPlayer, sent: LightMyRequestResponse) =>
    as(p, {
      method: 'POST',
      url: `/api/withdraws/${String(sent.json<{ id: number }>().id)}/simulate-failure`,
    });
  const signIn = (p: ProtectedPlayer, password = PASSWORD) => login(t.app, p.email, password);

  async function status(p: ProtectedPlayer): Promise<ProtectionStatus> {
    const response = await as(p, { url: '/api/protection/status' });
    expect(response.statusCode).toBe(200);
    return response.json<ProtectionStatus>();
  }

  /** Registers with `limits` (none: an account from before protection), KYC-approved, with an address. */
  async function player(limits: Limits | undefined, index: 1 | 2 = 1): Promise<ProtectedPlayer> {
    const person = TEST_DOCUMENTS[index];
    const email = `jogador${String(index)}@example.com`;
    const payload = personRegistration(person, email, { limits });
    const registered = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload });
    expect(registered.statusCode).toBe(201);
    const { rows } = await t.db.query<{ id: number }>(
      `UPDATE users SET kyc_status = 'approved', zip_code = '01310100', number = '1'
       WHERE email = $1 RETURNING id`,
      [email],
    );
    return {
      token: await login(t.app, email, PASSWORD),
      email,
      id: rows[0]?.id ?? 0,
      cpf: person.cpf,
    };
  }

  /** A deposit of `amount` cents, paid. */
  async function paidDeposit(p: ProtectedPlayer, amount: number): Promise<void> {
    const response = await deposit(p, amount);
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ data: { id: string } }>().data;
    await t.db.transaction((tx) => payDeposit(tx, p.id, id, t.clock.now()));
  }

  /** A player with `limits` and a paid deposit of `balance` cents. */
  async function playerWithBalance(limits: Limits, balance: number): Promise<ProtectedPlayer> {
    const p = await player(limits);
    await paidDeposit(p, balance);
    return p;
  }

  /** Moves the clock and signs in again (a token lives 24 hours). */
  async function later(p: ProtectedPlayer, milliseconds: number): Promise<void> {
    t.clock.advance(milliseconds);
    p.token = await signIn(p);
  }

  return {
    deposit,
    withdraw,
    startGame,
    permit,
    presence,
    me,
    setLimits,
    pause,
    exclude,
    closeAccount,
    failWithdrawal,
    signIn,
    status,
    player,
    playerWithBalance,
    later,
  };
}
