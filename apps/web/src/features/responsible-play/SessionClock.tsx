// The top bar's session time and today's net position (deposits minus withdrawals).
import { formatClock } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import styled from 'styled-components';
import { useNow } from '../../lib/useNow';
import { useProtectionStatusQuery } from '../../services/protectionApi';
import { sessionElapsedMs } from './sessionElapsed';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  font-size: 0.8rem;
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
`;

/** Refreshed every minute, so a session's end and today's money show without a reload. */
export const STATUS_POLL_MS = 60_000;

export function SessionClock() {
  const { data, fulfilledTimeStamp } = useProtectionStatusQuery(undefined, {
    pollingInterval: STATUS_POLL_MS,
  });
  const now = useNow(1_000);
  if (!data) return null;
  const elapsed = sessionElapsedMs(data, fulfilledTimeStamp, now) / 1000;
  return (
    <Box aria-label="Sessão e posição líquida de hoje" data-testid="session-clock">
      <span>Sessão {formatClock(elapsed)}</span>
      <span>Hoje {formatCents(data.today.net)}</span>
    </Box>
  );
}
