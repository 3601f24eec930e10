import { describe, expect, it } from 'vitest';
import { maskedName } from './masked-name.js';

describe('maskedName', () => {
  it('keeps the first name and the particles, and the initial of every other word', () => {
    expect(maskedName('Maria Teste da Silva')).toBe('Maria T. da S.');
    expect(maskedName('  Bruna Teste Autoexcluída ')).toBe('Bruna T. A.');
    expect(maskedName('João dos Santos e Souza')).toBe('João dos S. e S.');
  });

  it('gives a single name as it is', () => {
    expect(maskedName('Demo')).toBe('Demo');
  });
});
