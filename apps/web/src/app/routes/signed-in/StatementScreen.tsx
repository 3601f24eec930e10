import { Card } from '@velas/web-core/ui/Card';
import { notInStatement, RecordsList } from '#/features/responsible-play/RecordsList.tsx';
import { OtherRecordsSummary } from '#/features/statement/OtherRecordsSummary.tsx';
import { StatementCard } from '#/features/statement/StatementCard.tsx';
import { usePlayerRecordsQuery } from '#/services/protectionApi.ts';
import { ScreenColumn } from '#/ui/ScreenStack.ts';

/**
 * What never moved the balance shows only when there is any: an empty card
 * that opens on nothing only looks like something to tap.
 */
export default function StatementScreen() {
  // The same request the list below makes first (RTK Query sends it once).
  const { data } = usePlayerRecordsQuery({});
  const otherRecords = data?.data.filter(notInStatement).length ?? 0;
  return (
    <ScreenColumn>
      <Card>
        <StatementCard />
      </Card>
      {/* Closed until asked: its own dates and CSV then read as another set,
          not as the statement's filters twice. */}
      {otherRecords > 0 && (
        <Card as="details">
          <OtherRecordsSummary count={otherRecords} />
          <RecordsList otherOnly />
        </Card>
      )}
    </ScreenColumn>
  );
}
