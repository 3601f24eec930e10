// The way of playing, as the player describes it; money in reais (read as
// integer cents), the seed prefilled from crypto and editable. The three
// figures every rule has come first; gales, stops, the session's length and
// the seed wait under "Mais opções" (docs/design.md#clarity).
import { protectionMessages } from '@velas/domain/messages/protection';
import { MAX_GALE_STEPS, MAX_ROUNDS_PER_SESSION } from '@velas/domain/schemas/strategy';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { Term } from '#/ui/Term.tsx';
import { strategyLabCopy } from './copy.ts';
import { randomSeed, type RuleFormText } from './ruleForm.ts';

/* Inputs on one line even when a label takes two. */
const Fields = styled.div`
  display: grid;
  align-items: end;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
`;

const More = styled.details`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  ${disclosureSummary}
`;

const Actions = styled.div`
  display: flex;
  gap: 8px;
  flex-wrap: wrap;
`;

interface StrategyFormProps {
  text: RuleFormText;
  onChange: (text: RuleFormText) => void;
  onSubmit: () => void;
  errors: string[];
  running: boolean;
  /** Waiting for something else (the stored rounds) before a run. */
  disabled?: boolean;
}

export function StrategyForm({
  text,
  onChange,
  onSubmit,
  errors,
  running,
  disabled = false,
}: StrategyFormProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  const field = (key: keyof RuleFormText) => ({
    value: text[key],
    onValueChange: (value: string) => {
      onChange({ ...text, [key]: value });
    },
  });
  function submit(event: SyntheticEvent) {
    event.preventDefault();
    onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={strategyLabCopy.ruleLabel}>
      <Fields>
        <MoneyField label={strategyLabCopy.bankrollLabel} {...field('bankroll')} />
        <MoneyField label={strategyLabCopy.stakeLabel} {...field('stake')} />
        <Field label={strategyLabCopy.targetLabel} inputMode="decimal" {...field('target')} />
      </Fields>
      {/* A message may be about a field under "Mais opções": they open with it. */}
      <More
        open={moreOpen || errors.length > 0}
        onToggle={(event) => {
          setMoreOpen(event.currentTarget.open);
        }}
      >
        <summary>{protectionMessages.strategyMoreOptions}</summary>
        <Fields>
          <Field
            label={strategyLabCopy.galesLabel(String(MAX_GALE_STEPS))}
            inputMode="numeric"
            {...field('galeSteps')}
          />
          <Field
            label={strategyLabCopy.galeFactorLabel}
            inputMode="decimal"
            {...field('galeMultiplier')}
          />
          <MoneyField label={strategyLabCopy.stopLossLabel} {...field('stopLoss')} />
          <MoneyField label={strategyLabCopy.stopWinLabel} {...field('stopWin')} />
          <Field
            label={strategyLabCopy.roundsPerSessionLabel(String(MAX_ROUNDS_PER_SESSION))}
            inputMode="numeric"
            {...field('roundsPerSession')}
          />
          <Field label={strategyLabCopy.seed} inputMode="numeric" {...field('seed')} />
        </Fields>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onChange({ ...text, seed: String(randomSeed()) });
          }}
        >
          {strategyLabCopy.newSeed}
        </Button>
        <Muted>
          <Term term="semente">{strategyLabCopy.whatIsSeed}</Term>
        </Muted>
      </More>
      <MessageList items={errors} />
      <Actions>
        <Button type="submit" disabled={running || disabled}>
          {running ? strategyLabCopy.simulating : strategyLabCopy.simulate}
        </Button>
      </Actions>
    </form>
  );
}
