import { isRoundHash } from '@velas/analysis/fairness/hex';
import { formatOdd } from '@velas/domain/candles';
import { DEFAULT_BET_HOUSE } from '@velas/domain/constants';
import { historyMessages } from '@velas/domain/messages/history';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import styled from 'styled-components';
import { Term } from '#/ui/Term.tsx';
import { useChainQuery } from './api/fairnessApi.ts';
import { fairnessCopy } from './copy.ts';
import { useBrowserCheck } from './useBrowserCheck.ts';

/** 24 px from the round form's button, so it is not read as its hint. */
const PasteHash = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
`;

export function PastedHashCheck() {
  const [pastedHash, setPastedHash] = useState('');
  const chain = useChainQuery(DEFAULT_BET_HOUSE);
  const hash = pastedHash.trim().toLowerCase();
  const check = useBrowserCheck(hash, chain.data?.salt ?? null);
  return (
    <>
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
      {check && (
        <p>
          {fairnessCopy.crashOfHash}
          <strong>{formatOdd(check.crash)}</strong>
        </p>
      )}
    </>
  );
}
