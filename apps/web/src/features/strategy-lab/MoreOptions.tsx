import { protectionMessages } from '@velas/domain/messages/protection';
import { MAX_GALE_STEPS, MAX_ROUNDS_PER_SESSION } from '@velas/domain/schemas/strategy';
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { Field } from '@velas/web-core/ui/Field';
import { useState } from 'react';
import styled from 'styled-components';
import { disclosureSummary } from '#/ui/disclosure.ts';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { Term } from '#/ui/Term.tsx';
import { strategyLabCopy } from './copy.ts';
import { RuleFields } from './RuleFields.ts';
import type { RuleFormText } from './ruleForm.ts';

const More = styled.details`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  ${disclosureSummary}
`;

/** A field's value and change handler, bound to one figure of the rule's text. */
export type FieldBinding = (key: keyof RuleFormText) => {
  value: string;
  onValueChange: (value: string) => void;
};

interface MoreOptionsProps {
  field: FieldBinding;
  /** A message may be about a field in here: they open with it. */
  forceOpen: boolean;
  onNewSeed: () => void;
}

export function MoreOptions({ field, forceOpen, onNewSeed }: MoreOptionsProps) {
  const [moreOpen, setMoreOpen] = useState(false);
  return (
    <More
      open={moreOpen || forceOpen}
      onToggle={(event) => {
        setMoreOpen(event.currentTarget.open);
      }}
    >
      <summary>{protectionMessages.strategyMoreOptions}</summary>
      <RuleFields>
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
      </RuleFields>
      <Button type="button" $variant="secondary" onClick={onNewSeed}>
        {strategyLabCopy.newSeed}
      </Button>
      <Muted>
        <Term term="semente">{strategyLabCopy.whatIsSeed}</Term>
      </Muted>
    </More>
  );
}
