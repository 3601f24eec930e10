// The three payout-by-hour lists (10X, 30X, 100X) for a chosen day, today by
// default; their calls wait 500 ms after the last change of day (spec §4).
import { HOURLY_DEBOUNCE_MS, HOURLY_ODDS } from '@velas/domain/constants';
import { useState } from 'react';
import styled from 'styled-components';
import { Card, CardTitle } from '../../ui/Card';
import { Field } from '../../ui/Field';
import { CardHeader } from './CardHeader';
import { HourlyPayoutList } from './HourlyPayoutList';
import { useDebounced } from './useDebounced';
import { media } from '../../app/theme/media';

const Lists = styled.div`
  display: grid;
  gap: 16px;
  ${media.wide} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  h3 {
    margin: 0 0 8px;
    font-size: 0.95rem;
  }
`;

export function HourlyPayoutsCard({ today }: { today: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const date = chosen ?? today;
  const settledDate = useDebounced(date, HOURLY_DEBOUNCE_MS);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pagamentos por hora</CardTitle>
        <Field
          label="Dia"
          type="date"
          value={date}
          max={today}
          onChange={(event) => {
            setChosen(event.target.value || null);
          }}
        />
      </CardHeader>
      <Lists>
        {HOURLY_ODDS.map((odd) => (
          <HourlyPayoutList key={odd} odd={odd} date={settledDate} />
        ))}
      </Lists>
    </Card>
  );
}
