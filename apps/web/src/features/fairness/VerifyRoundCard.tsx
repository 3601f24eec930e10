// Recomputed here, in the browser, so the player needn't trust the server.
import { isApiFailure } from '@velas/web-core/api-failure';
import { Alert } from '@velas/web-core/ui/Alert';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { memo, useEffect, useState } from 'react';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { useLazyVerifyRoundQuery } from './api/fairnessApi.ts';
import { fairnessCopy } from './copy.ts';
import { PastedHashCheck } from './PastedHashCheck.tsx';
import { RoundNumberForm } from './RoundNumberForm.tsx';
import { RoundProof } from './RoundProof.tsx';
import { useBrowserCheck } from './useBrowserCheck.ts';

interface VerifyRoundCardProps {
  /** A round to check as the card opens (the grid's "Conferir a prova" link). */
  initialRound?: number | null;
}

export const VerifyRoundCard = memo(function VerifyRoundCard({
  initialRound = null,
}: VerifyRoundCardProps) {
  const [roundText, setRoundText] = useState(initialRound === null ? '' : String(initialRound));
  const [verify, verification] = useLazyVerifyRoundQuery();
  const round = verification.data;
  const roundCheck = useBrowserCheck(round?.hash ?? null, round?.salt ?? null);

  useEffect(() => {
    if (initialRound !== null) void verify(initialRound);
  }, [initialRound, verify]);

  const failure =
    verification.isError && isApiFailure(verification.error) ? verification.error.message : null;

  return (
    <Card>
      <CardTitle>{fairnessCopy.roundTitle}</CardTitle>
      <Muted>{fairnessCopy.roundLead}</Muted>
      <HowWeCalculate>
        <p>{fairnessCopy.roundHow}</p>
      </HowWeCalculate>
      <RoundNumberForm
        roundText={roundText}
        onRoundText={setRoundText}
        busy={verification.isFetching}
        onVerify={(id) => void verify(id)}
      />
      {failure && <Alert>{failure}</Alert>}
      {round && !verification.isError && <RoundProof round={round} check={roundCheck} />}
      <PastedHashCheck />
    </Card>
  );
});
