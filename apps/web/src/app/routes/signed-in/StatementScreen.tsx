import { statementTexts } from '@velas/domain/statement';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { notInStatement, RecordsList } from '../../../features/responsible-play/RecordsList';
import { StatementCard } from '../../../features/statement/StatementCard';
import { usePlayerRecordsQuery } from '../../../services/protectionApi';

const Summary = styled.summary`
  cursor: pointer;
  min-height: ${({ theme }) => theme.touch};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  &::marker {
    color: ${({ theme }) => theme.colors.muted};
  }
  span {
    margin: 0;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

/**
 * /admin/extrato (docs/product.md#statement): every movement of the player's
 * money; below it what never moved the balance (a Pix not paid, limits,
 * pauses), only when there is any: an empty card that opens on nothing only
 * looks like something to tap. Closing the account is in 'Minha conta'.
 * 'Meu histórico' led here.
 */
export default function StatementScreen() {
  // The same request the list below makes first (RTK Query sends it once).
  const { data } = usePlayerRecordsQuery({});
  const hasOtherRecords = data?.data.some(notInStatement) ?? false;
  return (
    <Stack>
      <Card>
        <StatementCard />
      </Card>
      {/* Closed until asked: its own dates and CSV then read as another set,
          not as the statement's filters twice (docs/product.md#statement). */}
      {hasOtherRecords && (
        <Card as="details">
          <Summary>
            <CardTitle as="span">{statementTexts.otherRecords}</CardTitle>
          </Summary>
          <Muted>{statementTexts.otherRecordsNote}</Muted>
          <RecordsList otherOnly />
        </Card>
      )}
    </Stack>
  );
}
