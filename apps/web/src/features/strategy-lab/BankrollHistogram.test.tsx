import { screen } from '@testing-library/react';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { BankrollHistogram } from './BankrollHistogram.tsx';

/** Only what the chart reads: 20 bins of 70 cents from R$ 124,20, the last ending at R$ 138,20. */
const result = {
  finalBankroll: {
    min: 12_420,
    max: 13_800,
    histogram: Array.from({ length: 20 }, (_, bin) => ({
      from: 12_420 + bin * 70,
      to: 12_420 + (bin + 1) * 70,
      count: bin + 1,
    })),
  },
} as unknown as StrategyResult;

describe('BankrollHistogram', () => {
  it('labels its ends with the real lowest and highest result, not the last bin edge', () => {
    renderWithProviders(<BankrollHistogram result={result} bankroll={13_000} />);
    const figure = screen.getByRole('figure', { name: 'Banca final das partidas' });
    const text = figure.textContent.replace(/\u00a0/g, ' ');
    // Each end says what it is: no bare number under the bars.
    expect(text).toContain('menor banca final R$ 124,20');
    expect(text).toContain('maior R$ 138,00');
    expect(text).not.toContain('R$ 138,20');
  });
});
