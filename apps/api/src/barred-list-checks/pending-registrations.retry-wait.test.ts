import { MINUTE_MS } from '@velas/domain/calendar';
import { describe, expect, it } from 'vitest';
import { retryWaitMs } from './pending-registrations.js';

describe('the wait before a pending registration is consulted again', () => {
  it('doubles from two minutes after each unanswered consultation, up to 15 minutes', () => {
    expect([0, 1, 2, 3, 4, 20].map((attempts) => retryWaitMs(attempts) / MINUTE_MS)).toEqual([
      2, 4, 8, 15, 15, 15,
    ]);
  });
});
