// The strategy lab: a rule run over 10,000 simulated
// sessions of the exact crash distribution from a seed, in the analysis
// worker, and the same rule replayed on the stored history, shown beside the
// simulation's figures. Once there is a result it comes first
// (docs/design.md#clarity), the rule's form under it.
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { Loading } from '#/ui/Spinner.tsx';
import { TextWithTerms } from '#/ui/Term.tsx';
import { strategyLabCopy } from './copy.ts';
import { HistoryReplayCard } from './HistoryReplayCard.tsx';
import { simulatedSessionsText } from './labRun.ts';
import { SimulationResultCard } from './SimulationResultCard.tsx';
import { StrategyForm } from './StrategyForm.tsx';
import { useStrategyLab } from './useStrategyLab.ts';

interface StrategyLabProps {
  /** Stored rounds' odds, oldest first, for the replay. */
  historyOdds: readonly number[];
  /** How the screen names those rounds ("as 1000 rodadas mais recentes de hoje"). */
  historyLabel: string;
  /** The stored rounds are still loading: running now would replay none. */
  historyLoading?: boolean;
}

export function StrategyLab({
  historyOdds,
  historyLabel,
  historyLoading = false,
}: StrategyLabProps) {
  const { text, setText, errors, running, run, start, submit } = useStrategyLab(historyOdds);

  return (
    <>
      {run && (
        <SimulationResultCard
          run={run}
          running={running}
          onRepeat={() => {
            setText((current) => ({ ...current, seed: String(run.seed) }));
            void start(run.rule, run.seed);
          }}
        />
      )}
      {run && <HistoryReplayCard run={run} historyLabel={historyLabel} />}
      {running && <Loading label={strategyLabCopy.simulatingSessions} />}
      <Card aria-labelledby="strategy-rule-title">
        <CardTitle id="strategy-rule-title">{strategyLabCopy.formTitle}</CardTitle>
        <Muted>
          <TextWithTerms
            text={strategyLabCopy.formLead(simulatedSessionsText)}
            terms={['partidas', 'banca']}
          />
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
