import { screen, within } from '@testing-library/react';
import { toCents } from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { StrategyComparison } from './StrategyComparison.tsx';

/** Only what the table reads: sessions, the loss over them, and the final bankrolls. */
const result = (sessions: number, actualLoss: number) =>
  ({
    sessions,
    actualLoss: toCents(actualLoss),
    finalBankroll: { mean: 10_000 - actualLoss / sessions, median: toCents(10_000) },
    ruinProbability: 0,
  }) as unknown as StrategyResult;

/** The "Por partida" figure of a column (1: the draw, 2: the stored rounds). */
function perSession(column: number) {
  const row = screen.getByRole('row', { name: /^Por partida/ });
  const cell = within(row).getAllByRole('cell')[column - 1];
  const amount = cell?.firstElementChild;
  if (!amount) throw new Error('no figure in the cell');
  return amount;
}

describe('StrategyComparison', () => {
  // 10.000 drawn sessions losing R$ 3,14 each, 10 stored ones winning R$ 2,60 each.
  const simulation = result(10_000, 3_140_000);
  const replay = result(10, -2_600);

  it('writes a few stored sessions signed but never in the gain colour', () => {
    renderWithProviders(
      <StrategyComparison simulation={simulation} replay={replay} replayIsSample />,
    );
    expect(perSession(1)).toHaveAttribute('data-tone', 'loss');
    expect(perSession(2)).toHaveAttribute('data-tone', 'sample');
    expect(perSession(2).textContent.replace(/\u00a0/g, ' ')).toBe('+R$ 2,60');
  });

  it('colours the stored rounds as a result once there are enough sessions', () => {
    renderWithProviders(
      <StrategyComparison simulation={simulation} replay={replay} replayIsSample={false} />,
    );
    expect(perSession(2)).toHaveAttribute('data-tone', 'gain');
  });
});
