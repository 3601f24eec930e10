import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';

describe('messages', () => {
  it('defines each text once', () => {
    const texts = Object.values(messages);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps the spec texts word for word', () => {
    expect(messages.loginFailed).toBe('Usuário ou senha inválidos.');
    expect(messages.withdrawMinimum).toBe('O valor mínimo para saque é R$ 30,00.');
    expect(messages.addressRequired).toBe(
      'Você precisa preencher o endereço antes de conseguir sacar o dinheiro.',
    );
    expect(messages.signalHonesty).toBe(
      'Sinal aleatório: os resultados são independentes e nenhum sinal aumenta suas chances.',
    );
  });
});
