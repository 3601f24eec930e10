import { statementTexts } from '@velas/domain/statement';
import { Card, CardTitle } from '@velas/web-core/ui/Card';
import { ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { notInStatement, RecordsList } from '../../../features/responsible-play/RecordsList';
import { StatementCard } from '../../../features/statement/StatementCard';
import { usePlayerRecordsQuery } from '../../../services/protectionApi';
import { Icon } from '../../../ui/Icon';

/**
 * A disclosure that looks like one: the count, what it holds, and a chevron
 * that turns down once open. The title alone read as an empty card, a dead
 * end; the count alone did not say what it counted.
 */
const Summary = styled.summary`
  cursor: pointer;
  min-height: ${({ theme }) => theme.touch};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  list-style: none;
  &::-webkit-details-marker {
    display: none;
  }
  span {
    margin: 0;
  }
  svg {
    margin-inline-start: auto;
    flex: none;
    color: ${({ theme }) => theme.colors.primary};
    transition: transform 0.15s ease;
  }
  details[open] > & svg {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

/** What the card holds, on the closed card under its count. */
const Hint = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-weight: 400;
  font-size: ${({ theme }) => theme.type.sm};
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
  const otherRecords = data?.data.filter(notInStatement).length ?? 0;
  return (
    <Stack>
      <Card>
        <StatementCard />
      </Card>
      {/* Closed until asked: its own dates and CSV then read as another set,
          not as the statement's filters twice (docs/product.md#statement). */}
      {otherRecords > 0 && (
        <Card as="details">
          <Summary>
            <span>
              <CardTitle as="span">{statementTexts.otherRecordsCount(otherRecords)}</CardTitle>
              <Hint>{statementTexts.otherRecordsHint}</Hint>
            </span>
            <Icon icon={ChevronRight} />
          </Summary>
          <RecordsList otherOnly />
        </Card>
      )}
    </Stack>
  );
}
