import { walletMessages } from '@velas/domain/messages/wallet';
import { viaCepAddressSchema } from '@velas/domain/schemas/postal-code';
import { describe, expect, it } from 'vitest';
import { BUNDLED_CEPS } from '#/providers/cep-table.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp();

describe('GET /cep-api/ws/:cep/json', () => {
  it('answers every bundled CEP in the ViaCEP shape', async () => {
    for (const address of BUNDLED_CEPS) {
      const response = await t.app.inject({
        url: `/cep-api/ws/${address.cep.replace('-', '')}/json`,
      });
      expect(response.statusCode).toBe(200);
      expect(viaCepAddressSchema.parse(response.json())).toEqual(address);
    }
  });

  it('answers { erro: true } for an unknown CEP, like ViaCEP', async () => {
    const response = await t.app.inject({ url: '/cep-api/ws/99999999/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ erro: true });
  });

  it('refuses a malformed CEP with the spec message', async () => {
    for (const cep of ['1234567', 'abcdefgh', '123456789']) {
      const response = await t.app.inject({ url: `/cep-api/ws/${cep}/json` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        code: 'invalid',
        message: walletMessages.cepInvalid,
        errors: { cep: [walletMessages.cepInvalid] },
      });
    }
  });
});
