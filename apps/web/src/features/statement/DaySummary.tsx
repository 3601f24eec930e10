// So a day of deposits and withdrawals never reads as a gain or a loss at play.
import { formatCents, resultTone } from '@velas/domain/money';
import type { StatementDay } from '@velas/domain/schemas/statement';
import { gamesResultWords, statementTexts } from '@velas/domain/statement';
import styled from 'styled-components';
import { FactList } from '#/ui/FactList.ts';

const List = styled(FactList)`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.type.sm};
  dd[data-tone='gain'] {
    color: ${({ theme }) => theme.colors.gain};
  }
  dd[data-tone='loss'] {
    color: ${({ theme }) => theme.colors.loss};
  }
`;

export function DaySummary({ day }: { day: Pick<StatementDay, 'cameIn' | 'wentOut' | 'games'> }) {
  return (
    <List $inline aria-label={statementTexts.daySummary}>
      {day.cameIn !== null && (
        <div>
          <dt>{statementTexts.dayCameIn}</dt>
          <dd>{formatCents(day.cameIn)}</dd>
        </div>
      )}
      {day.wentOut !== null && (
        <div>
          <dt>{statementTexts.dayWentOut}</dt>
          <dd>{formatCents(day.wentOut)}</dd>
        </div>
      )}
      {day.games !== null && (
        <div>
          <dt>{statementTexts.dayGames}</dt>
          <dd data-tone={resultTone(day.games)}>{gamesResultWords(day.games)}</dd>
        </div>
      )}
    </List>
  );
}
