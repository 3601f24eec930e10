// The way of playing, as the player describes it; money in reais (read as
// integer cents), the seed prefilled from crypto and editable.
import { MAX_GALE_STEPS, MAX_ROUNDS_PER_SESSION } from '@velas/domain/schemas/strategy';
import type { SyntheticEvent } from 'react';
import styled from 'styled-components';
import { MessageList } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Field } from '../../ui/Field';
import { randomSeed, type RuleFormText } from './ruleForm';

const Fields = styled.div`
  display: grid;
  gap: 0 12px;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
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
    <form onSubmit={submit} noValidate aria-label="Regra de jogo">
      <Fields>
        <Field label="Banca por sessão (R$)" inputMode="decimal" {...field('bankroll')} />
        <Field label="Aposta (R$)" inputMode="decimal" {...field('stake')} />
        <Field label="Alvo de saída (x)" inputMode="decimal" {...field('target')} />
        <Field
          label={`Gales (0 a ${MAX_GALE_STEPS})`}
          inputMode="numeric"
          {...field('galeSteps')}
        />
        <Field label="Multiplicador do gale (x)" inputMode="decimal" {...field('galeMultiplier')} />
        <Field label="Stop-loss (R$, opcional)" inputMode="decimal" {...field('stopLoss')} />
        <Field label="Stop-win (R$, opcional)" inputMode="decimal" {...field('stopWin')} />
        <Field
          label={`Rodadas por sessão (1 a ${MAX_ROUNDS_PER_SESSION})`}
          inputMode="numeric"
          {...field('roundsPerSession')}
        />
        <Field label="Semente" inputMode="numeric" {...field('seed')} />
      </Fields>
      <MessageList items={errors} />
      <Actions>
        <Button type="submit" disabled={running || disabled}>
          {running ? 'Simulando...' : 'Simular'}
        </Button>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            onChange({ ...text, seed: String(randomSeed()) });
          }}
        >
          Nova semente
        </Button>
      </Actions>
    </form>
  );
}
