import { protectionMessages } from '@velas/domain/messages/protection';
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { shortDateTime, transactionKind, transactionName } from './transactionRow.ts';

describe('a transaction row', () => {
  it("names the movement by the wallet's status, else by its sign", () => {
    expect(
      transactionKind({ type: 'CasinoTransaction', status: 'rollback', amount: toCents(500) }),
    ).toBe('Estorno');
    expect(
      transactionKind({ type: 'CasinoTransaction', status: 'win', amount: toCents(3880) }),
    ).toBe('Prêmio');
    expect(
      transactionKind({ type: 'CasinoTransaction', status: 'bet', amount: toCents(-200) }),
    ).toBe('Aposta');
    expect(
      transactionKind({ type: 'CasinoTransaction', status: 'completed', amount: toCents(-1200) }),
    ).toBe(protectionMessages.transactionBet);
    expect(
      transactionKind({ type: 'CasinoTransaction', status: 'completed', amount: toCents(4600) }),
    ).toBe(protectionMessages.transactionWin);
  });

  it('names a Pix by its direction and its state, a game entry by its game', () => {
    expect(transactionName({ type: 'Deposit', source: null })).toBe('Depósito Pix');
    expect(transactionName({ type: 'Withdraw', source: null })).toBe('Saque Pix');
    expect(
      transactionName({ type: 'CasinoTransaction', source: { casino_game: { name: 'Aviator' } } }),
    ).toBe('Aviator');
    expect(transactionName({ type: 'CasinoTransaction', source: null })).toBe('N/A');
    // Done, in the words Sacar and the Extrato use: one word for a paid withdrawal everywhere.
    expect(transactionKind({ type: 'Deposit', status: 'paid', amount: toCents(5000) })).toBe(
      'Recebido',
    );
    expect(transactionKind({ type: 'Withdraw', status: 'paid', amount: toCents(-3000) })).toBe(
      'Pago',
    );
    expect(
      transactionKind({ type: 'Withdraw', status: 'processing', amount: toCents(-3000) }),
    ).toBe(walletMessages.withdrawStatusProcessing);
    expect(transactionKind({ type: 'Withdraw', status: 'failed', amount: toCents(-3000) })).toBe(
      'Devolvido',
    );
  });

  it('dates it in São Paulo, with the year only when it is another year', () => {
    const today = '2026-11-26';
    // 23:50 UTC is 20:50 in São Paulo.
    expect(shortDateTime('2026-11-24T23:50:00Z', today)).toBe('24/11 · 20:50');
    // 01:10 UTC on Jan 1st is still Dec 31st in São Paulo.
    expect(shortDateTime('2026-01-01T01:10:00Z', today)).toBe('31/12/2025 · 22:10');
  });
});
