import { statementTexts } from '@velas/domain/statement';
import styled from 'styled-components';
import { RecordsList } from '../../../features/responsible-play/RecordsList';
import { StatementCard } from '../../../features/statement/StatementCard';
import { Card, CardTitle, Muted } from '../../../ui/Card';

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
`;

/**
 * /admin/extrato (docs/product.md#statement): every movement of the player's
 * money; below it what never moved the balance (a Pix not paid, limits,
 * pauses). Closing the account is in 'Minha conta'. 'Meu histórico' led here.
 */
export default function StatementScreen() {
  return (
    <Stack>
      <Card>
        <StatementCard />
      </Card>
      <Card>
        <CardTitle>{statementTexts.otherRecords}</CardTitle>
        <Muted>{statementTexts.otherRecordsNote}</Muted>
        <RecordsList otherOnly />
      </Card>
    </Stack>
  );
}
