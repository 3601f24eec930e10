// Figures without words read as something else.
import { MINUTE_MS } from '@velas/domain/calendar';
import { sessionPlaySentence, todayMoneySentence } from '@velas/domain/messages/sentences';
import { formatCents } from '@velas/domain/money';
import styled from 'styled-components';
import { useNow } from '#/lib/useNow.ts';
import { useProtectionStatusQuery } from '#/services/protectionApi.ts';
import { responsiblePlayCopy } from './copy.ts';
import { sessionElapsedMs } from './sessionElapsed.ts';

const Line = styled.span`
  font-size: ${({ theme }) => theme.type.xs};
  font-weight: 400;
  line-height: 1.2;
  color: ${({ theme }) => theme.colors.muted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Under the balance it is a sentence to read, at body size (docs/design.md#clarity). */
const TodayLine = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font-size: ${({ theme }) => theme.type.sm};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
`;

/** Refreshed every minute, so a session's end and today's money show without a reload. */
export const STATUS_POLL_MS = MINUTE_MS;

const hasPlay = (play: { bets: number; wins: number }) => play.bets !== 0 || play.wins !== 0;

/** "Sessão: 12 min" from the first whole minute, and with `withToday` today's money after it. */
export function SessionClock({ withToday = false }: { withToday?: boolean }) {
  const { data, fulfilledTimeStamp } = useProtectionStatusQuery(undefined, {
    pollingInterval: STATUS_POLL_MS,
  });
  const now = useNow(15_000);
  if (!data) return null;
  const minutes = Math.floor(sessionElapsedMs(data, fulfilledTimeStamp, now) / MINUTE_MS);
  // "Sessão: 0 min" says nothing: the time shows from the first whole minute.
  const length = minutes > 0 ? responsiblePlayCopy.sessionLength(minutes) : null;
  if (length === null && !withToday) return null;
  return (
    <Line data-testid="session-clock">
      {length}
      {withToday && (
        <>
          {length !== null && ' · '}
          {todayMoneySentence(data.today, formatCents)}
        </>
      )}
      {withToday && hasPlay(data.session.play) && (
        <> · {sessionPlaySentence(data.session.play, formatCents)}</>
      )}
    </Line>
  );
}

/** Today's money alone, for the balance card. */
export function TodayMoney() {
  const { data } = useProtectionStatusQuery(undefined, { pollingInterval: STATUS_POLL_MS });
  if (!data) return null;
  return (
    <TodayLine data-testid="today-money">{todayMoneySentence(data.today, formatCents)}</TodayLine>
  );
}
