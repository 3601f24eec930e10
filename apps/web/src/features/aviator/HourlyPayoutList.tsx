// How many rounds reached one odd in each hour of a day (candles-by-hour).
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { messages } from '@velas/domain/messages';
import styled from 'styled-components';
import { Loading } from '../../ui/Spinner';
import { useCandlesByHourQuery } from '../../services/historyApi';

const Hours = styled.ol`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: 4px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-variant-numeric: tabular-nums;
  li {
    display: flex;
    justify-content: space-between;
    padding: 4px 6px;
    border-radius: 4px;
    font-size: 0.85rem;
    background: ${({ theme }) => theme.colors.bg};
  }
  li[data-empty='true'] {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface HourlyPayoutListProps {
  odd: number;
  /** The settled (debounced) date; null until it has settled. */
  date: string | null;
}

const pad = (hour: number) => String(hour).padStart(2, '0');

export function HourlyPayoutList({ odd, date }: HourlyPayoutListProps) {
  const { data, isFetching } = useCandlesByHourQuery(
    { date: date ?? '', odd, betHouse: DEFAULT_BET_HOUSE },
    { skip: date === null },
  );
  return (
    <section aria-label={`Pagamentos de ${odd}X por hora`}>
      <h3>{odd}X por hora</h3>
      {!data && (date === null || isFetching) ? (
        <Loading label={messages.loadingInformation} />
      ) : (
        <Hours>
          {(data?.oddsByHour ?? []).map(({ hour, count }) => (
            <li key={hour} data-empty={count === 0}>
              <span>{pad(hour)}h</span>
              <strong>{count}</strong>
            </li>
          ))}
        </Hours>
      )}
    </section>
  );
}
