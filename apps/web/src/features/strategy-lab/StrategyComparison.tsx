// Not a second copy of the simulation's card, so the two runs read as one comparison.
import { walletMessages } from '@velas/domain/messages/wallet';
import { negateCents } from '@velas/domain/money';
import type { StrategyResult } from '@velas/domain/schemas/strategy';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SignedMoney } from '#/ui/SignedMoney.tsx';
import { strategyLabCopy } from './copy.ts';
import { meanMoney, money, percent, perSessionCents, whole } from './figureFormats.ts';

/* The names wrap; the figures never split. */
const Table = styled.table`
  width: 100%;
  margin: ${({ theme }) => theme.space(2)} 0 0;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.type.sm};
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: ${({ theme }) => theme.space(2)} 0 ${({ theme }) => theme.space(2)}
      ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: end;
    vertical-align: baseline;
    white-space: nowrap;
  }
  th[scope='row'],
  thead td {
    padding-left: 0;
  }
  th[scope='row'] {
    text-align: start;
    white-space: normal;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** `sample` when the column's sessions are too few to colour as a gain or a loss. */
type Figure = (result: StrategyResult, moneyKind: 'result' | 'sample') => ReactNode;

const FIGURES: readonly [string, Figure][] = [
  [strategyLabCopy.sessionsLabel, (result) => whole.format(result.sessions)],
  [
    walletMessages.strategyPerSession,
    (result, moneyKind) => (
      <SignedMoney
        cents={negateCents(perSessionCents(result.actualLoss, result.sessions))}
        kind={moneyKind}
      />
    ),
  ],
  [strategyLabCopy.meanFinalLabel, (result) => meanMoney(result.finalBankroll.mean)],
  [strategyLabCopy.typicalFinalLabel, (result) => money(result.finalBankroll.median)],
  [strategyLabCopy.ruinLabel, (result) => percent.format(result.ruinProbability)],
];

export function StrategyComparison({
  simulation,
  replay,
  replayIsSample,
}: {
  simulation: StrategyResult;
  replay: StrategyResult;
  /** Too few stored sessions to prove anything: the column is written, never coloured. */
  replayIsSample: boolean;
}) {
  return (
    <Table aria-label={strategyLabCopy.comparisonLabel}>
      <thead>
        <tr>
          <td />
          <th scope="col">{strategyLabCopy.comparisonSimulated}</th>
          <th scope="col">{strategyLabCopy.comparisonStored}</th>
        </tr>
      </thead>
      <tbody>
        {FIGURES.map(([name, figure]) => (
          <tr key={name}>
            <th scope="row">{name}</th>
            <td>{figure(simulation, 'result')}</td>
            <td>{figure(replay, replayIsSample ? 'sample' : 'result')}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
