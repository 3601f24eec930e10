// Every body is parsed by the domain schemas, as the web app does.
import { randomUUID } from 'node:crypto';
import { WIDEST_LIMITS } from '@velas/domain/protection';
import { alertsResponseSchema } from '@velas/domain/schemas/alerts';
import {
  loginResponseSchema,
  meResponseSchema,
  type RegisterRequest,
} from '@velas/domain/schemas/auth';
import { historyOddResponseSchema, type Candle } from '@velas/domain/schemas/history';
import { kycSessionResponseSchema, kycStatusSchema } from '@velas/domain/schemas/kyc';
import { presenceResponseSchema } from '@velas/domain/schemas/presence';
import { protectionStatusSchema, type ProtectionStatus } from '@velas/domain/schemas/protection';
import { transactionsResponseSchema } from '@velas/domain/schemas/transactions';
import { depositResponseSchema } from '@velas/domain/schemas/wallet';
import { e2eEnvironment } from './environment.js';

async function call(path: string, init: RequestInit & { token?: string } = {}): Promise<unknown> {
  const { baseUrl } = e2eEnvironment();
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const response = await fetch(new URL(path, baseUrl), { ...init, headers });
  const text = await response.text();
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} -> ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

export interface Person {
  cpf: string;
  name: string;
  birthDate: string;
}

export interface Account {
  email: string;
  password: string;
  person: Person;
}

export async function signInByApi(email: string, password: string): Promise<string> {
  const body = await call('/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ login: email, email, password }),
  });
  return loginResponseSchema.parse(body).access_token;
}

export function registrationRequest(account: Account): RegisterRequest {
  return {
    birthday: account.person.birthDate,
    document: account.person.cpf,
    email: account.email,
    email_confirmation: account.email,
    name: account.person.name,
    password: account.password,
    password_confirmation: account.password,
    phone: '11987654321',
    termsAccepted: true,
    referrer_id: 1,
    btag: 'e2e',
    token: null,
    afp: 'e2e',
    afp2: 'e2e',
    // Flows that are not about player protection never meet them.
    limits: WIDEST_LIMITS,
  };
}

export async function registerByApi(account: Account): Promise<void> {
  await call('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify(registrationRequest(account)),
  });
}

export async function approveKycByApi(token: string, cpf: string): Promise<void> {
  const session = kycSessionResponseSchema.parse(
    await call('/kyc-api/kyc/session', {
      method: 'POST',
      token,
      body: JSON.stringify({ cpf, token, flow: 'kyc-full', betHouse: 'MINES_BET' }),
    }),
  );
  await call(`/kyc-api/demo/sessions/${session.session_id}/verdict`, {
    method: 'POST',
    body: JSON.stringify({ result: 'approved' }),
  });
}

export async function depositByApi(token: string, cents: number): Promise<void> {
  const deposit = depositResponseSchema.parse(
    await call('/api/deposits', {
      method: 'POST',
      token,
      headers: { 'idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: cents }),
    }),
  );
  await call(`/api/deposits/${deposit.data.id}/pay`, { method: 'POST', token });
}

export async function balanceByApi(token: string): Promise<number> {
  return meResponseSchema.parse(await call('/api/auth/me', { token })).balance;
}

export async function ingestRound(round: { id: number; odd: number; time: number }) {
  const { ingestApiKey } = e2eEnvironment();
  return call('/history-api/rounds', {
    method: 'POST',
    headers: { 'x-api-key': ingestApiKey },
    body: JSON.stringify({ rounds: [{ ...round, betHouse: 'MINES_BET' }] }),
  });
}

export async function deleteAlertsByApi(token: string): Promise<void> {
  const { alerts } = alertsResponseSchema.parse(await call('/api/alerts', { token }));
  for (const alert of alerts)
    await call(`/api/alerts/${String(alert.id)}`, { method: 'DELETE', token });
}

export async function historyByApi(date: string, numberVelas: number): Promise<Candle[]> {
  return historyOddResponseSchema.parse(await historyGet('history-odd', { date, numberVelas }));
}

export async function historyGet(path: string, query: Record<string, string | number>) {
  const search = new URLSearchParams({ betHouse: 'MINES_BET' });
  for (const [key, value] of Object.entries(query)) search.set(key, value.toString());
  return call(`/history-api/${path}?${search.toString()}`);
}

export async function onlineByApi(token: string): Promise<number> {
  return presenceResponseSchema.parse(await call('/api/presence', { token })).online;
}

export async function kycApprovedByApi(token: string): Promise<boolean> {
  return kycStatusSchema.parse(await call('/api/legitimuzStatus', { token })).isApproved;
}

export async function withdrawalCountByApi(token: string): Promise<number> {
  const body = await call('/api/transactions?page=1&per_page=1000&source=Withdraw', { token });
  return transactionsResponseSchema.parse(body).data.length;
}

export async function protectionStatusByApi(token: string): Promise<ProtectionStatus> {
  return protectionStatusSchema.parse(await call('/api/protection/status', { token }));
}

export async function gameStartStatusByApi(token: string, gameId: number): Promise<number> {
  const { baseUrl } = e2eEnvironment();
  const response = await fetch(
    new URL(`/api/casino-games/${String(gameId)}/start?demo=0&isMobileDevice=0`, baseUrl),
    { headers: { authorization: `Bearer ${token}` } },
  );
  await response.body?.cancel();
  return response.status;
}

/** As the regulator's module would, through the demo's sandbox route. */
export async function barByApi(
  token: string,
  bases: ('autoexclusao_centralizada' | 'beneficio_social')[],
): Promise<void> {
  await call('/api/demo/impedidos/bar', { method: 'POST', token, body: JSON.stringify({ bases }) });
}

export async function meByApi(token: string) {
  return meResponseSchema.parse(await call('/api/auth/me', { token }));
}
