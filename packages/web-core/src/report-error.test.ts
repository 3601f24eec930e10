import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError } from './report-error';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reportError', () => {
  it('writes the error with what failed to the console', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const error = new Error('boom');
    reportError(error, 'game start');
    expect(console).toHaveBeenCalledWith('game start:', error);
  });

  it('never throws, even when the console does', () => {
    vi.spyOn(globalThis.console, 'error').mockImplementation(() => {
      throw new Error('no console here');
    });
    expect(() => {
      reportError(new Error('boom'), 'history analysis');
    }).not.toThrow();
  });
});
