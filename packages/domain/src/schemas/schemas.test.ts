import { describe, expect, it } from 'vitest';
import { authMessages } from '../messages/auth.js';
import { commonMessages } from '../messages/common.js';
import { walletMessages } from '../messages/wallet.js';
import { registerRequestSchema } from './auth.js';
import { isHtmlDocument } from './casino.js';
import { historyOddQuerySchema } from './history.js';
import { formatProbability } from './signals.js';
import { transactionsQuerySchema } from './transactions.js';
import { secondSystemBalanceUpdateSchema } from './user.js';
import { depositRequestSchema, withdrawRequestSchema } from './wallet.js';

const registration = {
  birthday: '1990-05-17',
  document: '529.982.247-25',
  email: 'ana@example.com',
  email_confirmation: 'ana@example.com',
  name: 'Ana Souza',
  password: 'segredo123',
  password_confirmation: 'segredo123',
  phone: '(11) 98765-4321',
  termsAccepted: true,
  referrer_id: 1337,
  btag: 'x',
  token: null,
  afp: 'a',
  afp2: 'b',
};

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('request schemas', () => {
  it('normalises a registration and checks its passwords', () => {
    const parsed = registerRequestSchema.parse(registration);
    expect(parsed.document).toBe('52998224725');
    expect(parsed.phone).toBe('11987654321');
    const mismatch = registerRequestSchema.safeParse({
      ...registration,
      password_confirmation: 'outra123',
    });
    expect(firstMessage(mismatch)).toBe(authMessages.passwordsDoNotMatch);
  });

  it('rejects money that is not whole positive cents', () => {
    for (const amount of [0, -100, 10.5, '100', Number.NaN]) {
      expect(firstMessage(depositRequestSchema.safeParse({ amount }))).toBe(
        walletMessages.invalidBalance,
      );
    }
    expect(depositRequestSchema.parse({ amount: 5000 }).amount).toBe(5000);
  });

  it('holds withdrawals to the minimum', () => {
    const below = withdrawRequestSchema.safeParse({ amount: 2999, pixType: 'CPF', pixKey: 'x' });
    expect(firstMessage(below)).toBe(walletMessages.withdrawMinimum);
  });

  it('requires the transactions page', () => {
    expect(firstMessage(transactionsQuerySchema.safeParse({}))).toBe(
      commonMessages.transactionsPageRequired,
    );
    expect(transactionsQuerySchema.parse({ page: '2' })).toEqual({ page: 2, per_page: 1000 });
  });

  it('bounds numberVelas', () => {
    expect(
      historyOddQuerySchema.safeParse({
        date: '2026-11-22',
        numberVelas: '1001',
        betHouse: 'MINES_BET',
      }).success,
    ).toBe(false);
    expect(
      historyOddQuerySchema.parse({ date: '2026-11-22', numberVelas: '100', betHouse: 'MINES_BET' })
        .numberVelas,
    ).toBe(100);
  });

  it("takes the second system's firstBalance in reais, at most two decimals", () => {
    const firstBalance = (value: number) =>
      secondSystemBalanceUpdateSchema.safeParse({ firstBalance: value });
    for (const value of [30, 250.5, 0.01, 10_000_000])
      expect(firstBalance(value).data).toEqual({ firstBalance: value });
    for (const value of [0, -5, 0.001, 12.345, Number.POSITIVE_INFINITY, Number.NaN])
      expect(firstBalance(value).error?.issues[0]?.message, String(value)).toBe(
        walletMessages.invalidBalance,
      );
  });
});

describe('helpers', () => {
  it('tells an HTML document from a URL', () => {
    expect(isHtmlDocument('<!DOCTYPE html><html></html>')).toBe(true);
    expect(isHtmlDocument('https://example.com/game')).toBe(false);
  });

  it('shows exact fractions as pt-BR percentages', () => {
    expect(formatProbability({ numerator: 9240, denominator: 13800 })).toBe('66,96%');
  });
});
