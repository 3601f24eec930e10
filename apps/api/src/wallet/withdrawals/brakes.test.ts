// reviewReason on its own: which brake holds a withdrawal, and each reason's pt-BR text.
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES, reviewReason } from './brakes.js';

const brakes = {
  withdrawalReviewAboveCents: 500_000,
  withdrawalDailyCapCents: 1_000_000,
  withdrawalsPerHour: 3,
};
const quiet = { todayCents: toCents(0), lastHourCount: 0, hasHeldWin: false };

describe('reviewReason', () => {
  it('lets an ordinary withdrawal through', () => {
    expect(reviewReason(toCents(3_000), quiet, brakes)).toBeNull();
  });

  it('holds a withdrawal above the review threshold, not one at it', () => {
    expect(reviewReason(toCents(500_000), quiet, brakes)).toBeNull();
    expect(reviewReason(toCents(500_001), quiet, brakes)).toBe('amount');
  });

  it('holds the withdrawal that takes the day past the cap', () => {
    expect(
      reviewReason(toCents(400_000), { ...quiet, todayCents: toCents(600_000) }, brakes),
    ).toBeNull();
    expect(reviewReason(toCents(400_001), { ...quiet, todayCents: toCents(600_000) }, brakes)).toBe(
      'daily_cap',
    );
  });

  it('holds the withdrawal past the hourly count', () => {
    expect(reviewReason(toCents(3_000), { ...quiet, lastHourCount: 2 }, brakes)).toBeNull();
    expect(reviewReason(toCents(3_000), { ...quiet, lastHourCount: 3 }, brakes)).toBe('velocity');
  });

  it('holds every withdrawal while a win of the player is held, first of all reasons', () => {
    expect(reviewReason(toCents(600_000), { ...quiet, hasHeldWin: true }, brakes)).toBe('held_win');
  });

  it('tells the player each reason in pt-BR', () => {
    expect(REVIEW_MESSAGES.velocity).toBe(walletMessages.withdrawReviewVelocity);
    for (const text of Object.values(REVIEW_MESSAGES)) expect(text).toMatch(/^Saque em análise/);
  });
});
