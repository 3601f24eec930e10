// "Verificar rodada": fetch a round's proof from the api and recompute its
// crash point here, in the browser, so the player needn't trust the server.
import { isRoundHash } from '@velas/analysis/fairness/hex';
import { formatOdd } from '@velas/domain/candles';
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { historyMessages } from '@velas/domain/messages/history';
import { Alert } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { memo, useEffect, useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { isApiFailure } from '../../core/api';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { Term } from '../../ui/Term';
import { fairnessCopy } from './copy';
import { useChainQuery, useLazyVerifyRoundQuery } from './fairnessApi';
import { useBrowserCheck } from './useBrowserCheck';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 4px 12px;
  margin: 8px 0;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-variant-numeric: tabular-nums;
  }
`;

/** A second, separate way in: 24 px from the round form's button, so it is not read as its hint. */
const PasteHash = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

const Verdict = styled.p<{ $ok: boolean }>`
  font-weight: 700;
  color: ${({ theme, $ok }) => ($ok ? theme.colors.gain : theme.colors.loss)};
`;

interface VerifyRoundCardProps {
  /** A round to check as the card opens (the grid's "Conferir a prova" link). */
  initialRound?: number | null;
}

export const VerifyRoundCard = memo(function VerifyRoundCard({
  initialRound = null,
}: VerifyRoundCardProps) {
  const [roundText, setRoundText] = useState(initialRound === null ? '' : String(initialRound));
  const [pastedHash, setPastedHash] = useState('');
  const [verify, verification] = useLazyVerifyRoundQuery();
  const chain = useChainQuery(DEFAULT_BET_HOUSE);
  const round = verification.data;
  const roundCheck = useBrowserCheck(round?.hash ?? null, round?.salt ?? null);
  const hash = pastedHash.trim().toLowerCase();
  const pastedCheck = useBrowserCheck(hash, chain.data?.salt ?? null);

  useEffect(() => {
    if (initialRound !== null) void verify(initialRound);
  }, [initialRound, verify]);

  function submit(event: SyntheticEvent) {
    event.preventDefault();
    const id = Number(roundText);
    if (Number.isSafeInteger(id) && id > 0) void verify(id);
  }

  const failure =
    verification.isError && isApiFailure(verification.error) ? verification.error.message : null;

  return (
    <Card>
      <CardTitle>{fairnessCopy.roundTitle}</CardTitle>
      <Muted>{fairnessCopy.roundLead}</Muted>
      <HowWeCalculate>
        <p>{fairnessCopy.roundHow}</p>
      </HowWeCalculate>
      <form onSubmit={submit}>
        <Field
          label={fairnessCopy.roundNumber}
          inputMode="numeric"
          value={roundText}
          onChange={(event) => {
            setRoundText(event.target.value.replace(/\D/g, ''));
          }}
        />
        {/* Outlined: "Verificar intervalo" is the tab's one filled action (docs/design.md). */}
        <Button type="submit" $variant="secondary" disabled={!roundText || verification.isFetching}>
          {fairnessCopy.verify}
        </Button>
      </form>
      {failure && <Alert>{failure}</Alert>}
      {round && !verification.isError && (
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
          {roundCheck && (
            <Verdict
              $ok={roundCheck.crash === round.odd && roundCheck.previousHash === round.previousHash}
            >
              {fairnessCopy.computedInBrowser(formatOdd(roundCheck.crash))}
              {roundCheck.crash === round.odd && roundCheck.previousHash === round.previousHash
                ? fairnessCopy.matches
                : fairnessCopy.doesNotMatch}
            </Verdict>
          )}
        </>
      )}
      <PasteHash>
        <Field
          label={historyMessages.verifyPasteHashLabel}
          value={pastedHash}
          spellCheck={false}
          autoComplete="off"
          onValueChange={setPastedHash}
        />
      </PasteHash>
      <Muted>
        <Term term="código de conferência">{fairnessCopy.whatIsHash}</Term>
      </Muted>
      {hash && !isRoundHash(hash) && <Muted>{fairnessCopy.hashLength}</Muted>}
      {pastedCheck && (
        <p>
          {fairnessCopy.crashOfHash}
          <strong>{formatOdd(pastedCheck.crash)}</strong>
        </p>
      )}
    </Card>
  );
});
