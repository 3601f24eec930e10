import { generatePixPayload } from '@brazilian-utils/brazilian-utils';
import { describe, expect, it } from 'vitest';
import { pixReceiverOf } from './pix-receiver.js';

describe('pixReceiverOf', () => {
  it('reads the receiver a Pix code names, as the payer’s bank will show it', () => {
    const code = generatePixPayload({
      key: 'pix@velas.example',
      merchantName: 'Velas Pagamentos',
      merchantCity: 'Sao Paulo',
      amount: 50,
      txid: 'dep42',
    });
    expect(code).not.toBeNull();
    expect(pixReceiverOf(code ?? '')).toEqual({ name: 'Velas Pagamentos', city: 'Sao Paulo' });
  });

  it('names no one for a code that is not a valid BR Code', () => {
    expect(pixReceiverOf('00020126580014br.gov.bcb.pix0136demo6304ABCD')).toBeNull();
    expect(pixReceiverOf('')).toBeNull();
  });
});
