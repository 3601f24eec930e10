import type { StrategyRule } from '@velas/domain/schemas/strategy';
import { MIN_SIMULATED_SESSIONS } from '@velas/domain/schemas/strategy';
import { useState } from 'react';
import { analysisClient } from '#/lib/analysisClient.ts';
import type { LabRun } from './labRun.ts';
import { DEFAULT_FORM, randomSeed, readRuleForm, type RuleFormText } from './ruleForm.ts';

/** `historyOdds`: stored rounds' odds, oldest first, for the replay. */
export function useStrategyLab(historyOdds: readonly number[]) {
  const [text, setText] = useState<RuleFormText>(() => ({
    ...DEFAULT_FORM,
    seed: String(randomSeed()),
  }));
  const [errors, setErrors] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const [run, setRun] = useState<LabRun | null>(null);

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

  return { text, setText, errors, running, run, start, submit };
}
