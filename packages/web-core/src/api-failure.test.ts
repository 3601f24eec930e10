import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it } from 'vitest';
import {
  failureCode,
  failureMessages,
  failureText,
  isApiFailure,
  toApiFailure,
} from './api-failure.ts';

describe('a failed call', () => {
  it("keeps the api's own message and errors", () => {
    const failure = toApiFailure({
      status: 422,
      data: {
        code: 'refused',
        message: 'Dados inválidos',
        errors: { cpf: ['CPF inválido'], amount: ['Mínimo'] },
      },
    });
    expect(failure).toEqual({
      status: 422,
      code: 'refused',
      message: 'Dados inválidos',
      errors: { cpf: ['CPF inválido'], amount: ['Mínimo'] },
    });
    expect(failureMessages(failure)).toEqual(['CPF inválido', 'Mínimo']);
    expect(isApiFailure(failure)).toBe(true);
  });

  it.each([
    [401, 'unauthenticated', authMessages.unauthenticated],
    [403, 'forbidden', authMessages.forbidden],
    [404, 'not_found', commonMessages.notFound],
    [409, 'conflict', commonMessages.invalidRequest],
    [503, 'unavailable', commonMessages.serviceUnavailable],
    [500, 'internal_failure', commonMessages.internalError],
  ])(
    'answered %s with no body of the api has the generic code %s and message',
    (status, code, message) => {
      expect(toApiFailure({ status, data: '<html>' })).toEqual({
        status,
        code,
        message,
        errors: {},
      });
    },
  );

  it("reads a code it does not know, or none (an answer stored before codes), as its status's", () => {
    const answered = (code: unknown) =>
      toApiFailure({ status: 422, data: { code, message: 'Sem saldo', errors: {} } }).code;
    expect(answered('insufficient_balance')).toBe('insufficient_balance');
    expect(answered('a_later_code')).toBe('refused');
    expect(answered(undefined)).toBe('refused');
    expect(
      failureCode(toApiFailure({ status: 400, data: { code: 'link_invalid', message: 'x' } })),
    ).toBe('link_invalid');
    expect(failureCode(new Error('not a call'))).toBeNull();
  });

  it('that never reached the api says the service is unavailable', () => {
    expect(toApiFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      code: 'unavailable',
      message: commonMessages.serviceUnavailable,
      errors: {},
    });
  });

  it('that was not JSON keeps the status the server sent', () => {
    expect(
      toApiFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'bad' }),
    ).toEqual({
      status: 502,
      code: 'upstream_failed',
      message: commonMessages.internalError,
      errors: {},
    });
  });

  it('reads as its message, and anything else thrown as the generic one', () => {
    expect(failureText({ message: 'Sem saldo', errors: {} })).toBe('Sem saldo');
    expect(failureText(undefined)).toBe(commonMessages.internalError);
  });
});
