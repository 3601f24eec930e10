import { formatOdd } from '@velas/domain/candles';
import type { RoundVerification } from '@velas/domain/schemas/history';
import styled from 'styled-components';
import { FactList } from '#/ui/FactList.ts';
import { Term } from '#/ui/Term.tsx';
import { fairnessCopy } from './copy.ts';
import type { BrowserCheck } from './useBrowserCheck.ts';

const Facts = styled(FactList)`
  margin: ${({ theme }) => theme.space(2)} 0;
`;

const Verdict = styled.p<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
`;

export function RoundProof({
  round,
  check,
}: {
  round: RoundVerification;
  /** The browser's recomputation, null until it is done. */
  check: BrowserCheck | null;
}) {
  const matches =
    check !== null && check.crash === round.odd && check.previousHash === round.previousHash;
  return (
    <>
      <Facts>
        <dt>{fairnessCopy.roundColumn}</dt>
        <dd>{round.id}</dd>
        <dt>{fairnessCopy.resultColumn}</dt>
        <dd>{formatOdd(round.odd)}</dd>
        <dt>
          <Term term="código de conferência">{fairnessCopy.hash}</Term>
        </dt>
        <dd>{round.hash}</dd>
        <dt>
          <Term term="código da casa">{fairnessCopy.salt}</Term>
        </dt>
        <dd>{round.salt}</dd>
        <dt>{fairnessCopy.previousHash}</dt>
        <dd>{round.previousHash}</dd>
      </Facts>
      {check && (
        <Verdict $ok={matches}>
          {fairnessCopy.computedInBrowser(formatOdd(check.crash))}
          {matches ? fairnessCopy.matches : fairnessCopy.doesNotMatch}
        </Verdict>
      )}
    </>
  );
}
