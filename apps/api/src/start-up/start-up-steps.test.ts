import { describe, expect, it } from 'vitest';
import { StartUpSteps } from './start-up-steps.js';

describe('the start-up steps', () => {
  it('times each step from the end of the one before', () => {
    let now = 100;
    const steps = new StartUpSteps(() => now);
    now = 130.4;
    steps.done('open the database');
    now = 180;
    steps.done('migrate');
    expect(steps.list()).toEqual([
      { step: 'open the database', ms: 30 },
      { step: 'migrate', ms: 50 },
    ]);
  });
});
