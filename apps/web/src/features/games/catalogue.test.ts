import { describe, expect, it } from 'vitest';
import { categoryHeading, signalModeOf } from './catalogue';

describe('category headings', () => {
  it('shows the provider without the superlative, and keeps the name signal mode reads', () => {
    expect(categoryHeading('Melhores TaDa Gaming')).toBe('TaDa Gaming');
    expect(categoryHeading('Jogos de Roleta')).toBe('Jogos de Roleta');
    expect(signalModeOf('Melhores TaDa Gaming')).toBe('generic');
  });
});
