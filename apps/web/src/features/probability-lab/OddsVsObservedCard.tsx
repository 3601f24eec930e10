import type { OddsVsObservedRow } from '@velas/analysis/odds/observed';
import type { Agreement } from '@velas/analysis/odds/wilson';
import { historyMessages } from '@velas/domain/messages/history';
import { oddsVsObservedSummary } from '@velas/domain/messages/sentences';
import { Card, CardTitle } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { Figure } from '#/ui/StackedTable.ts';
import { probabilityLabCopy } from './copy.ts';
import { formatMultiplier, formatShare } from './format.ts';

const verdicts: Record<Agreement, string> = {
  agrees: historyMessages.oddsAgree,
  observedAbove: historyMessages.oddsAbove,
  observedBelow: historyMessages.oddsBelow,
};

/** The verdict for the whole window: it carries the emphasis, not the per-line words. */
const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-weight: 600;
`;

const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* One figure a line: four figures joined by dots read as one. */
  li > span {
    display: block;
  }
`;

/*
 * No alarm colour and no bold: a share outside its interval happens by chance
 * (the lead says how often), and three bold "acima do esperado" read as "quente".
 */
const Verdict = styled.span<{ $agrees: boolean }>`
  display: block;
  font-weight: 400;
  color: ${({ theme, $agrees }) => ($agrees ? theme.colors.muted : theme.colors.text)};
`;

export function OddsVsObservedCard({ rows }: { rows: readonly OddsVsObservedRow[] }) {
  const windowSize = rows[0]?.rounds ?? 0;
  const summary = oddsVsObservedSummary(
    rows.map((row) => ({ name: formatMultiplier(row.target), agreement: row.agreement })),
    windowSize,
  );
  return (
    <Card aria-labelledby="odds-vs-observed-title">
      <CardTitle id="odds-vs-observed-title">{probabilityLabCopy.oddsTitle}</CardTitle>
      <Lead>{summary}</Lead>
      <Lines>
        {rows.map((row) => (
          <li key={row.target} data-testid={`odds-${row.target}`}>
            <strong>{probabilityLabCopy.oddsOrMore(formatMultiplier(row.target))}</strong>
            <span>
              {probabilityLabCopy.trueChance} <Figure>{formatShare(row.theoretical)}</Figure>
            </span>
            {row.observed === null || row.agreement === null ? (
              <span>{probabilityLabCopy.noRounds}</span>
            ) : (
              <>
                <span>
                  {probabilityLabCopy.observed}{' '}
                  <Figure>{probabilityLabCopy.observedCount(row.hits, row.rounds)}</Figure> (
                  <Figure>{formatShare(row.observed)}</Figure>)
                </span>
                <Verdict $agrees={row.agreement === 'agrees'}>{verdicts[row.agreement]}</Verdict>
              </>
            )}
          </li>
        ))}
      </Lines>
      <HowWeCalculate>
        <p>{probabilityLabCopy.oddsHow}</p>
        <ul aria-label={probabilityLabCopy.intervals95}>
          {rows.map((row) =>
            row.interval === null ? null : (
              <li key={row.target}>
                {formatMultiplier(row.target)}: <Figure>{formatShare(row.interval.lower)}</Figure>
                {probabilityLabCopy.intervalTo}
                <Figure>{formatShare(row.interval.upper)}</Figure>
              </li>
            ),
          )}
        </ul>
      </HowWeCalculate>
    </Card>
  );
}
