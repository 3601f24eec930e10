// The aggregator's report day is a UTC day.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { ReconciliationResponse } from '@velas/domain/schemas/backoffice/reconciliation';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card } from '@velas/web-core/ui/Card';
import { SectionTable, type Column } from '#/ui/SectionTable.tsx';
import { formatAggregatorTotal, formatTotal } from './formatTotal.ts';
import { Problems } from './Problems.tsx';
import { Verdict } from './Verdict.tsx';

type GameMoney = ReconciliationResponse['gameMoney'];
type Movement = 'bet' | 'won' | 'rolledBack';

const movementNames: Record<Movement, string> = {
  bet: backofficeTexts.staked,
  won: backofficeTexts.won,
  rolledBack: backofficeTexts.reversed,
};

const movements: readonly Movement[] = ['bet', 'won', 'rolledBack'];

function movementColumns(game: GameMoney): readonly Column<Movement>[] {
  return [
    { head: '', cell: (movement) => movementNames[movement] },
    { head: backofficeTexts.colOurs, cell: (movement) => formatTotal(game[movement]) },
    {
      head: backofficeTexts.colAggregator,
      cell: (movement) =>
        game.aggregator ? formatAggregatorTotal(game.aggregator[movement]) : '—',
    },
  ];
}

export function GameMoneyCard({ game }: { game: GameMoney }) {
  return (
    <Card>
      <h2>{backofficeTexts.gameMoneyOn(game.utcDate)}</h2>
      <Verdict balanced={game.balanced} />
      <SectionTable
        label={backofficeTexts.gameMoney}
        columns={movementColumns(game)}
        rows={movements}
        rowKey={(movement) => movement}
      />
      {game.aggregatorError && <Alert announce="quiet">{game.aggregatorError}</Alert>}
      <Problems problems={game.ledgerProblems} />
    </Card>
  );
}
