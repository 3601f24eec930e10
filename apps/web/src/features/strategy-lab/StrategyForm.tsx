// The way of playing, as the player describes it; money in reais (read as
// integer cents), the seed prefilled from crypto and editable. The three
// figures every rule has come first; gales, stops, the session's length and
// the seed wait under "Mais opções" (docs/design.md#clarity).
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Field } from '@velas/web-core/ui/Field';
import type { SyntheticEvent } from 'react';
import styled from 'styled-components';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { strategyLabCopy } from './copy.ts';
import { MoreOptions, type FieldBinding } from './MoreOptions.tsx';
import { RuleFields } from './RuleFields.ts';
import { randomSeed, type RuleFormText } from './ruleForm.ts';

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
  const field: FieldBinding = (key) => ({
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
      <RuleFields>
        <MoneyField label={strategyLabCopy.bankrollLabel} {...field('bankroll')} />
        <MoneyField label={strategyLabCopy.stakeLabel} {...field('stake')} />
        <Field label={strategyLabCopy.targetLabel} inputMode="decimal" {...field('target')} />
      </RuleFields>
      <MoreOptions
        field={field}
        forceOpen={errors.length > 0}
        onNewSeed={() => {
          onChange({ ...text, seed: String(randomSeed()) });
        }}
      />
      <MessageList items={errors} />
      <Actions>
        <Button type="submit" disabled={running || disabled}>
          {running ? strategyLabCopy.simulating : strategyLabCopy.simulate}
        </Button>
      </Actions>
    </form>
  );
}
