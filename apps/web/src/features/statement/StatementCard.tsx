import { MINUTE_MS } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import { statementTexts } from '@velas/domain/statement';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { useNow } from '#/lib/useNow.ts';
import { statementCopy } from './copy.ts';
import { StatementDay } from './StatementDay.tsx';
import { StatementFilters } from './StatementFilters.tsx';
import { useStatement } from './useStatement.ts';

const Top = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin-bottom: ${({ theme }) => theme.space(4)};
  strong {
    font-size: ${({ theme }) => theme.type.xl};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  p {
    margin: 0;
  }
`;

const Days = styled.ol`
  list-style: none;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

export function StatementCard() {
  const now = useNow(MINUTE_MS);
  const statement = useStatement();
  const { balance, days, filtered, isLoading, isError } = statement;
  return (
    <section aria-label={statementTexts.title}>
      <Top>
        <span>{statementTexts.balanceNow}</span>
        <strong data-testid="statement-balance">
          {balance === undefined ? 'R$ …' : formatCents(balance)}
        </strong>
        {!filtered && <Muted>{statementTexts.balanceNote}</Muted>}
      </Top>
      <StatementFilters
        kind={statement.kind}
        onKind={statement.setKind}
        onFrom={statement.setFrom}
        onTo={statement.setTo}
      />
      <Button
        type="button"
        $variant="secondary"
        disabled={days.length === 0 || statement.downloading}
        onClick={statement.downloadCsv}
      >
        {statementTexts.download}
      </Button>
      {isLoading && <p role="status">{statementTexts.loading}</p>}
      {isError && <Alert>{statementTexts.failed}</Alert>}
      {!isLoading && !isError && days.length === 0 && <p>{statementTexts.empty}</p>}
      <Days aria-label={statementCopy.title}>
        {days.map((day) => (
          <StatementDay key={day.date} day={day} filtered={filtered} now={now} />
        ))}
      </Days>
      {statement.hasNextPage && (
        <Button
          type="button"
          $variant="secondary"
          $block
          disabled={statement.isFetchingNextPage}
          onClick={statement.fetchNextPage}
        >
          {statementTexts.more}
        </Button>
      )}
    </section>
  );
}
