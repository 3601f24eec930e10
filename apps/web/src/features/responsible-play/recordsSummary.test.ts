import { protectionMessages } from '@velas/domain/messages/protection';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { PlayerRecord } from '@velas/domain/schemas/protection';
import { describe, expect, it } from 'vitest';
import { summariseRecords } from './recordsSummary.ts';

const at = '2026-11-24T20:00:00.000Z';
const record = (kind: PlayerRecord['kind'], amount: number | null, detail: string): PlayerRecord =>
  ({ kind, at, amount, detail }) as PlayerRecord;

describe("the line over 'Meu histórico'", () => {
  it('counts only money that moved: paid deposits, withdrawals not failed, rounds', () => {
    expect(
      summariseRecords([
        record('deposit', 5000, protectionMessages.recordDepositPaid),
        record('deposit', 9900, 'Depósito expirado'),
        record('deposit', 1200, protectionMessages.recordDepositPaid),
        record('withdrawal', -3000, walletMessages.withdrawStatusPaid),
        record('withdrawal', -4000, walletMessages.withdrawStatusProcessing),
        record('withdrawal', -7000, walletMessages.withdrawStatusFailed),
        record('limit', null, 'Limites: R$ 100,00 por dia'),
        record('game', -500, 'Aviator, rodada 1: apostou R$ 5,00, recebeu R$ 0,00'),
        record('game', 475, 'Aviator, rodada 2: apostou R$ 5,00, recebeu R$ 9,75'),
      ]),
    ).toEqual({ deposited: 6200, withdrawn: 7000, gamesResult: -25, rounds: 2 });
  });
});
