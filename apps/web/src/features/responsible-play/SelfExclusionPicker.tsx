// No period is chosen for the player: they pick one, then confirm it.
import { protectionMessages } from '@velas/domain/messages/protection';
import { EXCLUSION_MAX_MONTHS } from '@velas/domain/protection';
import { Button } from '@velas/web-core/ui/Button';
import { Label, Select } from '@velas/web-core/ui/Field';
import { useId, useState } from 'react';
import styled from 'styled-components';
import type { ProtectionChoice } from './ConfirmProtectionDialog.tsx';
import { responsiblePlayCopy } from './copy.ts';

/** The exclusion's button under its period, with what it waits for while none is chosen. */
const ExclusionRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

const MONTHS = Array.from({ length: EXCLUSION_MAX_MONTHS }, (_, index) => index + 1);

export function SelfExclusionPicker({ onAsk }: { onAsk: (choice: ProtectionChoice) => void }) {
  const [months, setMonths] = useState('');
  const monthsId = useId();
  return (
    <>
      <Label htmlFor={monthsId}>{responsiblePlayCopy.selfExcludeFor}</Label>
      <Select
        id={monthsId}
        value={months}
        onChange={(event) => {
          setMonths(event.target.value);
        }}
      >
        <option value="" disabled>
          {responsiblePlayCopy.choosePeriod}
        </option>
        {MONTHS.map((count) => (
          <option key={count} value={String(count)}>
            {count === 1 ? responsiblePlayCopy.oneMonth : responsiblePlayCopy.months(String(count))}
          </option>
        ))}
        <option value="indefinite">{responsiblePlayCopy.indefinitely}</option>
      </Select>
      <ExclusionRow>
        <Button
          type="button"
          $variant="secondary"
          disabled={months === ''}
          onClick={() => {
            onAsk({ kind: 'exclusion', months: months === 'indefinite' ? null : Number(months) });
          }}
        >
          {responsiblePlayCopy.selfExclude}
        </Button>
        {months === '' && <small>{protectionMessages.exclusionChooseFirst}</small>}
      </ExclusionRow>
    </>
  );
}
