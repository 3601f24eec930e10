import { statementTexts } from '@velas/domain/statement';
import { CardTitle } from '@velas/web-core/ui/Card';
import { ChevronRight } from 'lucide-react';
import styled from 'styled-components';
import { Icon } from '#/ui/Icon.tsx';

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

export function OtherRecordsSummary({ count }: { count: number }) {
  return (
    <Summary>
      <span>
        <CardTitle as="span">{statementTexts.otherRecordsCount(count)}</CardTitle>
        <Hint>{statementTexts.otherRecordsHint}</Hint>
      </span>
      <Icon icon={ChevronRight} />
    </Summary>
  );
}
