import { formatOdd } from '@velas/domain/candles';
import { historyMessages } from '@velas/domain/messages/history';
import type { Candle } from '@velas/domain/schemas/history';
import styled from 'styled-components';
import { aviatorCopy } from './copy.ts';

/* The tapped round's line, a whole grid row right under the tapped chip's row. */
const Detail = styled.li`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radius.sm};
  border-inline-start: 3px solid ${({ theme }) => theme.colors.gain};
  background: ${({ theme }) => theme.colors.raised};
  font-size: ${({ theme }) => theme.type.sm};
  p {
    margin: 0;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touch};
    font-weight: 600;
  }
`;

/** The id of the tapped round's line, which its chip controls. */
export const roundDetailId = (candle: Candle) => `round-detail-${String(candle.id)}`;

/** The tapped round in words, its proof if it has one, and where to check it. */
export function RoundDetail({
  candle,
  proof,
  proofHref,
}: {
  candle: Candle;
  proof: string | null | undefined;
  proofHref: string | undefined;
}) {
  return (
    <Detail id={roundDetailId(candle)}>
      <p role="status">
        {aviatorCopy.roundDetailWithProof(
          String(candle.id),
          candle.hour,
          formatOdd(candle.odd),
          proof ? ` — ${proof}` : '',
        )}
      </p>
      {proofHref && <a href={proofHref}>{historyMessages.roundProofLink}</a>}
    </Detail>
  );
}
