// The payout of a withdrawal, as tests look it up: its id is a UUIDv7
// (payouts/payout-ids.ts) that nothing else derives.
import { expect } from 'vitest';
import type { Queryable } from '#/db/database.js';
import { selectWithdrawalPayoutId } from '#/payouts/payouts-repository.js';
import type { TestApp } from './test-app.js';

export async function withdrawalPayoutId(db: Queryable, withdrawalId: number): Promise<string> {
  const id = await selectWithdrawalPayoutId(db, withdrawalId);
  if (id === undefined) throw new Error(`withdrawal ${String(withdrawalId)} has no payout`);
  return id;
}

/** The demo account's own CPF as its Pix key, as Sacar sends it. */
export const DEMO_PIX_KEY = { pixType: 'CPF', pixKey: '529.982.247-25' } as const;

export interface RequestedWithdrawal {
  id: number;
  status: string;
  message: string;
}

/** `POST /api/withdraws` of `amount` cents to the demo key, expected to be accepted. */
export async function requestWithdrawal(
  t: Pick<TestApp, 'injectAs'>,
  token: string,
  amount: number,
): Promise<RequestedWithdrawal> {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/withdraws',
    payload: { amount, ...DEMO_PIX_KEY },
  });
  expect(response.statusCode).toBe(200);
  return response.json<RequestedWithdrawal>();
}
