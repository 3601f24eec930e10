// The top bar's session time and today's net position (deposits minus
// withdrawals), docs/product.md#play-session.
import { formatClock } from '@velas/domain/calendar';
import { formatCents } from '@velas/domain/money';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media } from '../../core/theme/media';
import { visuallyHidden } from '../../ui/visuallyHidden';
import { useNow } from '../../lib/useNow';
import { useProtectionStatusQuery } from '../../services/protectionApi';
import { sessionElapsedMs } from './sessionElapsed';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  font-size: ${({ theme }) => theme.type.xs};
  line-height: 1.2;
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  /* Phones have room for the figures only; the words are still read. */
  ${media.phone} {
    .clock-word {
      ${visuallyHidden}
    }
  }
`;

/** Refreshed every minute, so a session's end and today's money show without a reload. */
export const STATUS_POLL_MS = 60_000;

export function SessionClock({ fallback = null }: { fallback?: ReactNode }) {
  const { data, fulfilledTimeStamp } = useProtectionStatusQuery(undefined, {
    pollingInterval: STATUS_POLL_MS,
  });
  const now = useNow(1_000);
  if (!data) return fallback;
  const elapsed = sessionElapsedMs(data, fulfilledTimeStamp, now) / 1000;
  return (
    <Box aria-label="Sessão e posição líquida de hoje" data-testid="session-clock">
      <span>
        <span className="clock-word">Sessão </span>
        {formatClock(elapsed)}
      </span>
      <span>
        <span className="clock-word">Hoje </span>
        {formatCents(data.today.net)}
      </span>
    </Box>
  );
}
