import { MINUTE_MS, toSaoPaulo } from '@velas/domain/calendar';
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { commonMessages } from '@velas/domain/messages/common';
import styled from 'styled-components';
import { useNow } from '#/lib/useNow.ts';
import { useCandlesByHourQuery } from '#/services/historyApi.ts';
import { Loading } from '#/ui/Spinner.tsx';
import { aviatorCopy } from './copy.ts';
import { HourlyCountGrid } from './HourlyCountGrid.tsx';

const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.type.md};
`;

const Window = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

export function TodayHourMap({ odd }: { odd: number }) {
  const now = toSaoPaulo(useNow(MINUTE_MS));
  const { data } = useCandlesByHourQuery(
    { date: now.date, odd, betHouse: DEFAULT_BET_HOUSE },
    { pollingInterval: MINUTE_MS },
  );
  const titleId = `today-hour-map-${String(odd)}`;
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>{aviatorCopy.todayMapTitle(odd)}</Title>
      <Window>{aviatorCopy.todayMapWindow(odd)}</Window>
      {data ? (
        <HourlyCountGrid odd={odd} counts={data.oddsByHour} currentHour={now.hour} />
      ) : (
        <Loading label={commonMessages.loadingInformation} />
      )}
    </section>
  );
}
