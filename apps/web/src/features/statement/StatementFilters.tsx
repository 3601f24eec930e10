// The statement's filters: the kind of movement and the period's two dates.
import { STATEMENT_FILTER_LABELS, statementTexts } from '@velas/domain/statement';
import { STATEMENT_KINDS, type StatementKind } from '@velas/domain/statement-kinds';
import { Label, Select } from '@velas/web-core/ui/Field';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { DateField } from '#/ui/DateField.tsx';

/** On a phone the two dates share a row, so the first movements show above the fold. */
const Filters = styled.div`
  display: grid;
  gap: 0 ${({ theme }) => theme.space(3)};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  ${media.tiles} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const KindField = styled.div`
  margin-bottom: 12px;
  grid-column: 1 / -1;
  ${media.tiles} {
    grid-column: auto;
  }
`;

interface StatementFiltersProps {
  kind: StatementKind | '';
  onKind: (kind: StatementKind | '') => void;
  onFrom: (date: string) => void;
  onTo: (date: string) => void;
}

export function StatementFilters({ kind, onKind, onFrom, onTo }: StatementFiltersProps) {
  return (
    <Filters>
      <KindField>
        <Label htmlFor="statement-kind">{statementTexts.kindFilter}</Label>
        <Select
          id="statement-kind"
          value={kind}
          onChange={(event) => {
            onKind(event.target.value as StatementKind | '');
          }}
        >
          <option value="">{statementTexts.allKinds}</option>
          {STATEMENT_KINDS.map((option) => (
            <option key={option} value={option}>
              {STATEMENT_FILTER_LABELS[option]}
            </option>
          ))}
        </Select>
      </KindField>
      <DateField label={statementTexts.from} onDateChange={onFrom} />
      <DateField label={statementTexts.to} onDateChange={onTo} />
    </Filters>
  );
}
