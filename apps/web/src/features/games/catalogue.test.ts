import { describe, expect, it } from 'vitest';
import { categoryHeading, signalModeOf } from './catalogue';

describe('category headings', () => {
  it('shows the provider without the superlative, and keeps the name signal mode reads', () => {
    expect(categoryHeading('Melhores TaDa Gaming')).toBe('TaDa Gaming');
    expect(categoryHeading('Jogos da PG')).toBe('PG Soft');
    expect(categoryHeading('Jogos de Roleta')).toBe('Jogos de Roleta');
    expect(signalModeOf('Jogos da PG')).toBe('generic');
    expect(signalModeOf('Melhores TaDa Gaming')).toBe('generic');
  });
});
