// It takes focus when a result lands, since it appears above the form.
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { walletMessages } from '@velas/domain/messages/wallet';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle } from '@velas/web-core/ui/Card';
import { useEffect, useRef } from 'react';
import { HowWeCalculate } from '#/ui/HowWeCalculate.tsx';
import { Term } from '#/ui/Term.tsx';
import { strategyLabCopy } from './copy.ts';
import { simulatedSessionsText, type LabRun } from './labRun.ts';
import { StrategyFigures } from './StrategyFigures.tsx';

interface SimulationResultCardProps {
  run: LabRun;
  running: boolean;
  onRepeat: () => void;
}

export function SimulationResultCard({ run, running, onRepeat }: SimulationResultCardProps) {
  const resultTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    resultTitle.current?.focus();
  }, [run]);

  return (
    <Card aria-labelledby="strategy-simulation-title" data-testid="strategy-simulation">
      <CardTitle id="strategy-simulation-title" ref={resultTitle} tabIndex={-1}>
        {strategyLabCopy.simulationTitle}
      </CardTitle>
      <StrategyFigures
        result={run.simulation}
        bankroll={run.rule.bankroll}
        method={({ standardError }) => (
          <HowWeCalculate>
            <p>
              {strategyLabCopy.simulationHow(
                simulatedSessionsText,
                CRASH_RTP_PERCENT,
                standardError,
              )}
            </p>
            <p>
              <Term term="semente">{strategyLabCopy.seed}</Term>{' '}
              <strong data-testid="strategy-seed">{run.seed}</strong>
              {strategyLabCopy.seedRepeats}
            </p>
          </HowWeCalculate>
        )}
      />
      <Button type="button" $variant="secondary" disabled={running} onClick={onRepeat}>
        {walletMessages.strategyRepeatDraw}
      </Button>
    </Card>
  );
}
