// Roulette: a main number, 4 coverage numbers and protection on 0, a section
// and two columns, with the exact chance the covered numbers come up.
import { randomSource, type RandomSource } from '@velas/analysis/signals/random-source';
import { rouletteSignal } from '@velas/analysis/signals/roulette';
import styled from 'styled-components';
import { SignalControls } from './SignalControls';
import { SignalIntro } from './SignalIntro';
import { SignalResult } from './SignalResult';
import { useGameSignal } from './useGameSignal';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 6px 12px;
  margin: 0;
  text-align: left;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
`;

export function RouletteSignalPanel({ random = randomSource }: { random?: RandomSource }) {
  const cycle = useGameSignal('roulette', rouletteSignal, random);
  const { signal } = cycle;
  return (
    <>
      <SignalIntro kind="roulette" withHonesty={!signal} />
      <SignalControls cycle={cycle} />
      {signal && (
        <SignalResult winProbability={signal.winProbability}>
          <Facts>
            <dt>Número principal</dt>
            <dd>{signal.mainNumber}</dd>
            <dt>Cobertura</dt>
            <dd>{signal.coverage.join(', ')}</dd>
            <dt>Proteção</dt>
            <dd>0</dd>
            <dt>Setor</dt>
            <dd>{signal.section}</dd>
            <dt>Colunas</dt>
            <dd>{signal.columnCoverage.join(' e ')}</dd>
          </Facts>
        </SignalResult>
      )}
    </>
  );
}
