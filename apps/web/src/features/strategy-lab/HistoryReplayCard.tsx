// A small replay is flagged as an example, not as evidence.
import { protectionMessages } from '@velas/domain/messages/protection';
import { fill } from '@velas/domain/messages/sentences';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import styled from 'styled-components';
import { strategyLabCopy } from './copy.ts';
import { simulatedSessionsText, type LabRun } from './labRun.ts';
import { StrategyComparison } from './StrategyComparison.tsx';

/** Fewer replayed sessions than this read as an example, not as evidence. */
const SMALL_SAMPLE_SESSIONS = 100;

/* In body text, not grey like the lead: the caveat is what the column means. */
const Caveat = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

interface HistoryReplayCardProps {
  run: LabRun;
  /** How the screen names the stored rounds ("as 1000 rodadas mais recentes de hoje"). */
  historyLabel: string;
}

export function HistoryReplayCard({ run, historyLabel }: HistoryReplayCardProps) {
  const replayIsSample = run.replay != null && run.replay.sessions < SMALL_SAMPLE_SESSIONS;
  return (
    <Card aria-labelledby="strategy-replay-title" data-testid="strategy-replay">
      <CardTitle id="strategy-replay-title">{strategyLabCopy.historyTitle}</CardTitle>
      <Muted>{strategyLabCopy.historyLead(historyLabel)}</Muted>
      {run.replay ? (
        <>
          {replayIsSample && (
            <Caveat>
              {fill(protectionMessages.strategySmallSample, {
                n: run.replay.sessions.toLocaleString('pt-BR'),
                total: simulatedSessionsText,
              })}
            </Caveat>
          )}
          <StrategyComparison
            simulation={run.simulation}
            replay={run.replay}
            replayIsSample={replayIsSample}
          />
        </>
      ) : (
        <Muted>{strategyLabCopy.noStoredRounds}</Muted>
      )}
    </Card>
  );
}
