import { MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import { HOURLY_DEBOUNCE_MS, HOURLY_ODDS } from '@velas/domain/constants';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { memo, useState } from 'react';
import styled from 'styled-components';
import { media } from '#/core/theme/media.ts';
import { useNow } from '#/lib/useNow.ts';
import { DateField } from '#/ui/DateField.tsx';
import { CardHeader } from './CardHeader.tsx';
import { aviatorCopy } from './copy.ts';
import { HourlyPayoutList } from './HourlyPayoutList.tsx';
import { useDebounced } from './useDebounced.ts';

const Lists = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.type.sm};
  }
`;

export const HourlyPayoutsCard = memo(function HourlyPayoutsCard({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;
  const settledDate = useDebounced(date, HOURLY_DEBOUNCE_MS);
  const now = toSaoPaulo(useNow(MINUTE_MS));
  // Today: the hours after this one are still to come. A past day is over.
  const currentHour = settledDate === now.date ? now.hour : null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{aviatorCopy.payoutsPerHour}</CardTitle>
        <DateField
          label={aviatorCopy.day}
          initialDate={today}
          onDateChange={(isoDate) => {
            setChosen(isoDate || null);
          }}
        />
      </CardHeader>
      <Muted>{aviatorCopy.payoutsPerHourLead}</Muted>
      <Lists>
        {HOURLY_ODDS.map((odd) => (
          <HourlyPayoutList key={odd} odd={odd} date={settledDate} currentHour={currentHour} />
        ))}
      </Lists>
    </Card>
  );
});
