// How many rounds reached one odd in each hour of a day (candles-by-hour).
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import { useCandlesByHourQuery } from '#/services/historyApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { aviatorCopy } from './copy.ts';
import { HourlyCountGrid } from './HourlyCountGrid.tsx';

interface HourlyPayoutListProps {
  odd: number;
  /** The settled (debounced) date; null until it has settled. */
  date: string | null;
  /** See HourlyCountGrid. */
  currentHour: number | null;
}

export function HourlyPayoutList({ odd, date, currentHour }: HourlyPayoutListProps) {
  const { data, isFetching } = useCandlesByHourQuery(
    { date: date ?? '', odd, betHouse: DEFAULT_BET_HOUSE },
    { skip: date === null },
  );
  return (
    <section aria-label={aviatorCopy.payoutsPerHourTitle(odd)}>
      <h3>{aviatorCopy.targetPerHour(odd)}</h3>
      {!data && (date === null || isFetching) ? (
        <Loading label={commonMessages.loadingInformation} />
      ) : (
        <HourlyCountGrid odd={odd} counts={data?.oddsByHour ?? []} currentHour={currentHour} />
      )}
    </section>
  );
}
