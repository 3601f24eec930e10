import { describe, expect, it } from 'vitest';
import { chatLink, purchaseMessage } from './operatorLinks.ts';

const messages = { general: 'Oi', purchase: 'Quero {produto} agora' };

describe('chatLink', () => {
  it('opens the configured number with the message prefilled', () => {
    expect(chatLink({ chatNumber: '5511999998888', messages }, 'Olá! Ajuda?')).toBe(
      'https://wa.me/5511999998888?text=Ol%C3%A1%21+Ajuda%3F',
    );
  });

  it('answers nothing without a number, never a bare wa.me', () => {
    expect(chatLink({ messages }, 'Olá')).toBeUndefined();
    expect(chatLink(undefined, 'Olá')).toBeUndefined();
  });
});

describe('purchaseMessage', () => {
  it('puts the product where the template says', () => {
    expect(purchaseMessage({ messages }, 'Robo VIP')).toBe('Quero Robo VIP agora');
  });

  it('appends the product to a template without the placeholder', () => {
    expect(purchaseMessage({ messages: { ...messages, purchase: 'Quero comprar.' } }, 'X')).toBe(
      'Quero comprar. X',
    );
  });
});
