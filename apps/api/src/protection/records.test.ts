import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import type { RecordRow } from './records-repository.js';
import { toRecord } from './records.js';

const withdrawal = (status: string): RecordRow => ({
  kind: 'withdrawal',
  reason: null,
  at: new Date('2026-11-22T12:00:00.000Z'),
  amountCents: toCents(3000),
  status,
  lossLimitCents: null,
  lossPeriod: null,
  sessionMinutes: null,
  effectiveAt: null,
  endsAt: null,
});

describe('a withdrawal in Meu histórico', () => {
  // The row is already labelled "Saque" (docs/product/player-protection.md#records-and-closing-the-account):
  // its detail is the state alone.
  it.each([
    ['processing', walletMessages.withdrawStatusProcessing],
    ['paid', walletMessages.withdrawStatusPaid],
    ['failed', walletMessages.withdrawStatusFailed],
  ])('%s reads as its state, without repeating "Saque"', (status, state) => {
    const record = toRecord(withdrawal(status), Date.parse('2026-11-22T12:05:00.000Z'));
    expect(record.detail).toBe(state);
    expect(record.amount).toBe(-3000);
  });
});
