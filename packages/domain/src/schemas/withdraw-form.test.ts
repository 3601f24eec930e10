import { describe, expect, it } from 'vitest';
import { walletMessages } from '../messages/wallet.js';
import {
  addressFormSchema,
  firstWithdrawFormSchema,
  withdrawAmountTextSchema,
  withdrawFormSchema,
} from './withdraw-form.js';

const firstIssue = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the withdrawal form', () => {
  it('needs an amount of at least R$ 30,00, read as typed', () => {
    expect(firstIssue(withdrawAmountTextSchema.safeParse(''))).toBe(
      walletMessages.withdrawAmountRequired,
    );
    expect(firstIssue(withdrawAmountTextSchema.safeParse('abc'))).toBe(
      walletMessages.withdrawAmountRequired,
    );
    expect(firstIssue(withdrawAmountTextSchema.safeParse('29,99'))).toBe(
      walletMessages.withdrawMinimum,
    );
    expect(withdrawAmountTextSchema.parse('30')).toBe(3000);
    expect(withdrawAmountTextSchema.parse('1.234,5')).toBe(123_450);
  });

  it('needs an 8-digit CEP and a number for the address, sent as the api stores them', () => {
    expect(firstIssue(addressFormSchema.safeParse({ cep: '0100100', number: '1' }))).toBe(
      walletMessages.addressFieldsRequired,
    );
    expect(firstIssue(addressFormSchema.safeParse({ cep: '01001-000', number: '  ' }))).toBe(
      walletMessages.addressFieldsRequired,
    );
    expect(addressFormSchema.parse({ cep: '01001-000', number: ' 12 ' })).toEqual({
      cep: '01001000',
      number: '12',
    });
  });

  it('asks the address only on the first withdrawal, and says the amount first', () => {
    const typed = { amount: '50', pixType: 'CPF', cep: '', number: '' };
    expect(withdrawFormSchema.parse(typed)).toEqual({ amount: 5000, pixType: 'CPF' });
    expect(firstIssue(firstWithdrawFormSchema.safeParse(typed))).toBe(
      walletMessages.addressFieldsRequired,
    );
    expect(firstIssue(firstWithdrawFormSchema.safeParse({ ...typed, amount: '' }))).toBe(
      walletMessages.withdrawAmountRequired,
    );
    expect(firstWithdrawFormSchema.parse({ ...typed, cep: '01001000', number: '100' })).toEqual({
      amount: 5000,
      pixType: 'CPF',
      cep: '01001000',
      number: '100',
    });
    expect(withdrawFormSchema.safeParse({ ...typed, pixType: 'Boleto' }).success).toBe(false);
  });
});
