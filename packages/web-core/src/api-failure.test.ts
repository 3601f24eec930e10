import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it } from 'vitest';
import { failureMessages, failureText, isApiFailure, toApiFailure } from './api-failure.ts';

describe('a failed call', () => {
  it("keeps the api's own message and errors", () => {
    const failure = toApiFailure({
      status: 422,
      data: { message: 'Dados inválidos', errors: { cpf: ['CPF inválido'], amount: ['Mínimo'] } },
    });
    expect(failure).toEqual({
      status: 422,
      message: 'Dados inválidos',
      errors: { cpf: ['CPF inválido'], amount: ['Mínimo'] },
    });
    expect(failureMessages(failure)).toEqual(['CPF inválido', 'Mínimo']);
    expect(isApiFailure(failure)).toBe(true);
  });

  it.each([
    [401, authMessages.unauthenticated],
    [403, authMessages.forbidden],
    [404, commonMessages.notFound],
    [409, commonMessages.invalidRequest],
    [503, commonMessages.serviceUnavailable],
    [500, commonMessages.internalError],
  ])('answered %s with no body of the api says the generic message', (status, message) => {
    expect(toApiFailure({ status, data: '<html>' })).toEqual({ status, message, errors: {} });
  });

  it('that never reached the api says the service is unavailable', () => {
    expect(toApiFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'FETCH_ERROR',
      message: commonMessages.serviceUnavailable,
      errors: {},
    });
  });

  it('that was not JSON keeps the status the server sent', () => {
    expect(
      toApiFailure({ status: 'PARSING_ERROR', originalStatus: 502, data: '', error: 'bad' }),
    ).toEqual({ status: 502, message: commonMessages.internalError, errors: {} });
  });

  it('reads as its message, and anything else thrown as the generic one', () => {
    expect(failureText({ message: 'Sem saldo', errors: {} })).toBe('Sem saldo');
    expect(failureText(undefined)).toBe(commonMessages.internalError);
  });
});
