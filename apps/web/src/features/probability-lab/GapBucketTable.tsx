import type { GapBucket } from '@velas/analysis/odds/gaps';
import { roundsWord } from '@velas/domain/messages/sentences';
import styled from 'styled-components';
import { Figure, StackedTable } from '#/ui/StackedTable.ts';
import { probabilityLabCopy } from './copy.ts';
import { formatShare } from './format.ts';
import { bucketLabel } from './gapBuckets.ts';

const Table = styled(StackedTable)`
  font-size: 0.85rem;
  th,
  td {
    padding: 4px 6px;
  }
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 4px;
  }
`;

interface GapBucketTableProps {
  buckets: readonly GapBucket[];
  /** The candle, formatted ("30x"). */
  vela: string;
  /** Rounds after a run, over every bucket. */
  trials: number;
}

function IntervalCell({ interval }: Pick<GapBucket, 'interval'>) {
  if (interval === null) return <>—</>;
  return (
    <span>
      <Figure>{formatShare(interval.lower)}</Figure>
      {probabilityLabCopy.intervalTo}
      <Figure>{formatShare(interval.upper)}</Figure>
    </span>
  );
}

export function GapBucketTable({ buckets, vela, trials }: GapBucketTableProps) {
  return (
    <Table>
      <caption>{probabilityLabCopy.observedChanceCaption(vela, roundsWord(trials))}</caption>
      <thead>
        <tr>
          <th scope="col">{probabilityLabCopy.roundsWithout}</th>
          <th scope="col">{probabilityLabCopy.rounds}</th>
          <th scope="col">{probabilityLabCopy.observed}</th>
          <th scope="col">{probabilityLabCopy.interval95}</th>
        </tr>
      </thead>
      <tbody>
        {buckets.map((bucket) => (
          <tr key={bucket.from}>
            <td>{bucketLabel(bucket)}</td>
            <td data-label={probabilityLabCopy.rounds}>
              <Figure>{bucket.trials}</Figure>
            </td>
            <td data-label={probabilityLabCopy.observed}>
              <Figure>{bucket.rate === null ? '—' : formatShare(bucket.rate)}</Figure>
            </td>
            <td data-label={probabilityLabCopy.interval95}>
              <IntervalCell interval={bucket.interval} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
