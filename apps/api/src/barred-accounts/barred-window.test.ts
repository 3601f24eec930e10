import { describe, expect, it } from 'vitest';
import { windowWait } from './barred-window.js';

describe('windowWait', () => {
  it('closes when no withdrawal is in flight and no round is open', () => {
    expect(windowWait({ processingWithdrawal: false, openRound: false })).toBeNull();
  });

  it('waits for a withdrawal in flight first, whose failure brings money back', () => {
    expect(windowWait({ processingWithdrawal: true, openRound: true })).toEqual({
      kind: 'waiting',
      reason: 'withdrawal_processing',
    });
  });

  it('waits for a round still open', () => {
    expect(windowWait({ processingWithdrawal: false, openRound: true })).toEqual({
      kind: 'waiting',
      reason: 'round_open',
    });
  });
});
