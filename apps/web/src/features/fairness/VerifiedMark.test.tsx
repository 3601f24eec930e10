import { screen } from '@testing-library/react';
import { verifyRounds } from '@velas/analysis/fairness/verify-rounds';
import golden from '@velas/domain/fairness/golden-vectors.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { testCandle } from '#/test/testCandles.ts';
import { markOf } from './useCandleVerdicts.ts';
import { VerifiedMark } from './VerifiedMark.tsx';

const chain = golden.chain.roundsNewestFirst;
// What the worker answers for the proofs (odd 0: the mark judges the odd on screen).
const verdicts = new Map(
  verifyRounds(
    chain.map((round) => ({ id: round.id, hash: round.hash, salt: golden.chain.salt, odd: 0 })),
  ).map((verdict) => [verdict.id, verdict]),
);

describe('verified marks', () => {
  it('marks every honest golden round verified, and a round without proof not at all', () => {
    for (const round of chain)
      expect(markOf(verdicts, { id: round.id, odd: round.crash })).toEqual({ state: 'verified' });
    expect(markOf(verdicts, { id: 999_999, odd: 2 })).toEqual({ state: 'unverifiable' });
  });

  it('shows a candle whose odd differs from its hash in red with its id', () => {
    const tampered = chain[3];
    if (tampered === undefined) throw new Error('golden chain too short');
    const candles = chain.map((round) =>
      testCandle(round.id, round === tampered ? round.crash + 1 : round.crash),
    );
    renderWithProviders(
      <>
        {candles.map((candle) => (
          <VerifiedMark key={candle.id} id={candle.id} mark={markOf(verdicts, candle)} />
        ))}
      </>,
    );
    expect(screen.getAllByRole('img', { name: /verificada$/ })).toHaveLength(chain.length - 1);
    const red = screen.getByRole('img', { name: new RegExp(`^Rodada ${tampered.id} não confere`) });
    expect(red).toHaveTextContent(`✗ #${tampered.id}`);
  });

  it('keeps the red id when pinned on a grid cell', () => {
    const round = chain[0];
    if (round === undefined) throw new Error('golden chain too short');
    renderWithProviders(
      <VerifiedMark
        id={round.id}
        mark={markOf(verdicts, testCandle(round.id, round.crash + 1))}
        pinned
      />,
    );
    const red = screen.getByRole('img', { name: new RegExp(`^Rodada ${round.id} não confere`) });
    expect(red).toHaveTextContent(`✗ #${round.id}`);
    expect(red).toHaveAttribute('data-mismatch', String(round.id));
  });

  it('flags a broken chain link even when the crash points hold', () => {
    const swapped = new Map(verdicts);
    const linkBroken = verifyRounds(
      [chain[1], chain[0], ...chain.slice(2)].map((round) => ({
        id: round?.id ?? 0,
        hash: round?.hash ?? '',
        salt: golden.chain.salt,
        odd: 0,
      })),
    );
    for (const verdict of linkBroken) swapped.set(verdict.id, verdict);
    const older = chain[2];
    if (older === undefined) throw new Error('golden chain too short');
    expect(markOf(swapped, { id: older.id, odd: older.crash })).toMatchObject({
      state: 'mismatch',
      crash: false,
      link: true,
    });
  });
});
