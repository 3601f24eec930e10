// The strategy lab (docs/product.md#strategy-lab): a rule run over 10,000 simulated
// sessions of the exact crash distribution from a seed, in the analysis
// worker, and the same rule replayed on the stored history, shown beside the
// simulation's figures. Once there is a result it comes first
// (docs/design.md#clarity), the rule's form under it.
import { CRASH_RTP_PERCENT } from '@velas/domain/constants';
import { fill, messages } from '@velas/domain/messages';
import type { StrategyResult, StrategyRule } from '@velas/domain/schemas/strategy';
import { MIN_SIMULATED_SESSIONS } from '@velas/domain/schemas/strategy';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { analysisClient } from '../../lib/analysisClient';
import { HowWeCalculate } from '../../ui/HowWeCalculate';
import { Loading } from '../../ui/Spinner';
import { Term, TextWithTerms } from '../../ui/Term';
import { strategyLabCopy } from './copy';
import { DEFAULT_FORM, randomSeed, readRuleForm, type RuleFormText } from './ruleForm';
import { StrategyComparison } from './StrategyComparison';
import { StrategyFigures } from './StrategyFigures';
import { StrategyForm } from './StrategyForm';

interface LabRun {
  rule: StrategyRule;
  seed: number;
  simulation: StrategyResult;
  /** null when no stored rounds were available. */
  replay: StrategyResult | null;
}

/** Fewer replayed sessions than this read as an example, not as evidence. */
const SMALL_SAMPLE_SESSIONS = 100;

/* In body text, not grey like the lead: the caveat is what the column means. */
const Caveat = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
`;

interface StrategyLabProps {
  /** Stored rounds' odds, oldest first, for the replay. */
  historyOdds: readonly number[];
  /** How the screen names those rounds ("as 1000 rodadas mais recentes de hoje"). */
  historyLabel: string;
  /** The stored rounds are still loading: running now would replay none. */
  historyLoading?: boolean;
}

const sessionsText = MIN_SIMULATED_SESSIONS.toLocaleString('pt-BR');

export function StrategyLab({
  historyOdds,
  historyLabel,
  historyLoading = false,
}: StrategyLabProps) {
  const [text, setText] = useState<RuleFormText>(() => ({
    ...DEFAULT_FORM,
    seed: String(randomSeed()),
  }));
  const [errors, setErrors] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<LabRun | null>(null);
  const resultTitle = useRef<HTMLHeadingElement>(null);

  // A new result lands above the form: take the reader to it.
  useEffect(() => {
    if (run) resultTitle.current?.focus();
  }, [run]);

  async function start(rule: StrategyRule, seed: number) {
    setRunning(true);
    const client = analysisClient();
    try {
      const [simulation, replay] = await Promise.all([
        client.simulateStrategy(rule, { sessions: MIN_SIMULATED_SESSIONS, seed }),
        historyOdds.length === 0 ? null : client.replayOnHistory(rule, historyOdds),
      ]);
      setRun({ rule, seed, simulation, replay });
    } catch (error) {
      // The schema already checked the rule: a failure here is a bug, shown rather than swallowed.
      setErrors([error instanceof Error ? error.message : String(error)]);
    } finally {
      setRunning(false);
    }
  }

  function submit() {
    const read = readRuleForm(text);
    setErrors(read.ok ? [] : read.errors);
    if (read.ok) void start(read.rule, read.seed);
  }

  const replayIsSample = run?.replay != null && run.replay.sessions < SMALL_SAMPLE_SESSIONS;
  return (
    <>
      {run && (
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
                  {strategyLabCopy.simulationHow(sessionsText, CRASH_RTP_PERCENT, standardError)}
                </p>
                <p>
                  <Term term="semente">{strategyLabCopy.seed}</Term>{' '}
                  <strong data-testid="strategy-seed">{run.seed}</strong>
                  {strategyLabCopy.seedRepeats}
                </p>
              </HowWeCalculate>
            )}
          />
          <Button
            type="button"
            $variant="secondary"
            disabled={running}
            onClick={() => {
              setText((current) => ({ ...current, seed: String(run.seed) }));
              void start(run.rule, run.seed);
            }}
          >
            {messages.strategyRepeatDraw}
          </Button>
        </Card>
      )}
      {run && (
        <Card aria-labelledby="strategy-replay-title" data-testid="strategy-replay">
          <CardTitle id="strategy-replay-title">{strategyLabCopy.historyTitle}</CardTitle>
          <Muted>{strategyLabCopy.historyLead(historyLabel)}</Muted>
          {run.replay ? (
            <>
              {replayIsSample && (
                <Caveat>
                  {fill(messages.strategySmallSample, {
                    n: run.replay.sessions.toLocaleString('pt-BR'),
                    total: sessionsText,
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
      )}
      {running && <Loading label={strategyLabCopy.simulatingSessions} />}
      <Card aria-labelledby="strategy-rule-title">
        <CardTitle id="strategy-rule-title">{strategyLabCopy.formTitle}</CardTitle>
        <Muted>
          <TextWithTerms text={strategyLabCopy.formLead(sessionsText)} terms={['banca']} />
        </Muted>
        <StrategyForm
          text={text}
          onChange={setText}
          onSubmit={submit}
          errors={errors}
          running={running}
          disabled={historyLoading}
        />
      </Card>
    </>
  );
}
