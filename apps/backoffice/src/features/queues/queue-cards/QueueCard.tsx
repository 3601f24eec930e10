import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { Button } from '@velas/web-core/ui/Button';
import { Card } from '@velas/web-core/ui/Card';
import { formatWaitingTime } from '#/lib/format.ts';
import { FailureNotice } from '#/ui/FailureNotice.tsx';
import { Row } from '#/ui/Row.tsx';
import { Table } from '#/ui/Table.tsx';
import type { ItemAction, Queue, QueueCardProps } from './queue.ts';

const queueHead = [
  backofficeTexts.age,
  backofficeTexts.player,
  backofficeTexts.amount,
  backofficeTexts.state,
  backofficeTexts.actions,
];

function ActionButton({ action, open }: { action: ItemAction; open: QueueCardProps['open'] }) {
  return (
    <Button
      type="button"
      $variant={action.ghost ? 'secondary' : 'primary'}
      aria-label={action.name}
      onClick={() => {
        open(action.pending);
      }}
    >
      {action.label}
    </Button>
  );
}

function ItemActions({ actions, open }: { actions: ItemAction[]; open: QueueCardProps['open'] }) {
  const [only] = actions;
  if (actions.length === 1 && only) return <ActionButton action={only} open={open} />;
  return (
    <Row>
      {actions.map((action) => (
        <ActionButton key={action.label} action={action} open={open} />
      ))}
    </Row>
  );
}

export function QueueCard<Data, Item extends { ageSeconds: number }>({
  queue,
  may,
  open,
}: QueueCardProps & { queue: Queue<Data, Item> }) {
  const { data, isError, error } = queue.useQuery();
  const mayAct = queue.permission === undefined || may(queue.permission);
  return (
    <Card>
      <h2>{queue.title}</h2>
      {isError && queue.showsFailure !== false && <FailureNotice error={error} />}
      <Table label={queue.title} head={queueHead}>
        {(data === undefined ? [] : queue.items(data)).map((item) => {
          const cells = queue.cells(item);
          return (
            <tr key={queue.key(item)}>
              <td>{formatWaitingTime(item.ageSeconds)}</td>
              <td>{cells.player}</td>
              <td>{cells.amount}</td>
              <td>{cells.state}</td>
              <td>{mayAct && <ItemActions actions={queue.actions(item)} open={open} />}</td>
            </tr>
          );
        })}
      </Table>
    </Card>
  );
}
