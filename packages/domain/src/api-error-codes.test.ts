import { describe, expect, it } from 'vitest';
import { codeOfStatus, isApiErrorCode } from './api-error-codes.js';

describe('the code of an error answer', () => {
  it.each([
    [400, 'invalid'],
    [401, 'unauthenticated'],
    [403, 'forbidden'],
    [404, 'not_found'],
    [409, 'conflict'],
    [410, 'gone'],
    [413, 'invalid'],
    [422, 'refused'],
    [429, 'throttled'],
    [500, 'internal_failure'],
    [502, 'upstream_failed'],
    [503, 'unavailable'],
    [504, 'internal_failure'],
  ])('is, for a %i that named none, the generic %s', (status, code) => {
    expect(codeOfStatus(status)).toBe(code);
  });

  it('is one of the list, or not a code at all', () => {
    expect(isApiErrorCode('insufficient_balance')).toBe(true);
    expect(isApiErrorCode('saldo_insuficiente')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });
});
