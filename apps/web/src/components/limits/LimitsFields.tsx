// The loss limit and session time limit inputs, shared by the registration
// form and the 'Jogo responsável' screen. Amounts are typed in reais.
import { centsAsMoneyInput, parseMoneyInput, type Cents } from '@velas/domain/money';
import {
  LOSS_PERIODS,
  LOSS_PERIOD_LABELS,
  LOSS_PERIOD_SPANS,
  SESSION_LIMIT_MAX_MINUTES,
  SESSION_LIMIT_MIN_MINUTES,
  SUGGESTED_LIMITS,
  type LossPeriod,
} from '@velas/domain/protection';
import type { LimitsInput } from '@velas/domain/schemas/protection';
import { Field, Label, Select } from '@velas/web-core/ui/Field';
import { useId } from 'react';
import styled from 'styled-components';
import { MoneyField } from '#/ui/MoneyField.tsx';
import { limitsCopy } from './copy.ts';

/* The limits as one group of the form, styled like a card inside it (docs/design.md: forms). */
const Group = styled.fieldset`
  margin: ${({ theme }) => theme.space(4)} 0;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.tint};
  min-width: 0;
  legend {
    padding: 0 ${({ theme }) => theme.space(2)};
    font-weight: 700;
  }
  select {
    margin-bottom: 12px;
  }
  /* The rules of a commitment the player makes: the text colour, not muted. */
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.type.sm};
    color: ${({ theme }) => theme.colors.text};
  }
`;

/* Under the period's select: when the chosen period starts and renews. */
const Span = styled.p`
  && {
    margin: -4px 0 12px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Unit = styled.span`
  padding-inline-end: ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
`;

export interface LimitsDraft {
  lossLimit: string;
  lossPeriod: LossPeriod;
  sessionMinutes: string;
}

export function draftOf(limits: LimitsInput = SUGGESTED_LIMITS): LimitsDraft {
  return {
    lossLimit: centsAsMoneyInput(limits.lossLimit as Cents),
    lossPeriod: limits.lossPeriod,
    sessionMinutes: String(limits.sessionMinutes),
  };
}

/** The request body of a draft; the api states any bound it breaks. */
export function limitsOf(draft: LimitsDraft): LimitsInput {
  return {
    lossLimit: parseMoneyInput(draft.lossLimit) ?? 0,
    lossPeriod: draft.lossPeriod,
    sessionMinutes: Number.parseInt(draft.sessionMinutes, 10) || 0,
  };
}

/** The api's messages about a limit, shown at its field (docs/design.md#principles). */
export interface LimitsErrors {
  lossLimit?: string | null;
  sessionMinutes?: string | null;
}

export function LimitsFields({
  draft,
  onChange,
  errors = {},
}: {
  draft: LimitsDraft;
  onChange: (draft: LimitsDraft) => void;
  errors?: LimitsErrors;
}) {
  const periodId = useId();
  const spanId = useId();
  return (
    <Group>
      <legend>{limitsCopy.title}</legend>
      <MoneyField
        label={limitsCopy.lossLimitLabel}
        value={draft.lossLimit}
        error={errors.lossLimit ?? null}
        onValueChange={(lossLimit) => {
          onChange({ ...draft, lossLimit });
        }}
      />
      <Label htmlFor={periodId}>{limitsCopy.periodLabel}</Label>
      <Select
        id={periodId}
        aria-describedby={spanId}
        value={draft.lossPeriod}
        onChange={(event) => {
          onChange({ ...draft, lossPeriod: event.target.value as LossPeriod });
        }}
      >
        {LOSS_PERIODS.map((period) => (
          <option key={period} value={period}>
            {LOSS_PERIOD_LABELS[period]}
          </option>
        ))}
      </Select>
      <Span id={spanId} data-testid="loss-period-span">
        {LOSS_PERIOD_SPANS[draft.lossPeriod]}
      </Span>
      <Field
        // Short enough for one line at 360 px; the unit sits in the field.
        label={limitsCopy.sessionLimitLabel(
          String(SESSION_LIMIT_MIN_MINUTES),
          String(SESSION_LIMIT_MAX_MINUTES),
        )}
        addon={<Unit aria-hidden="true">min</Unit>}
        inputMode="numeric"
        error={errors.sessionMinutes ?? null}
        value={draft.sessionMinutes}
        onChange={(event) => {
          onChange({ ...draft, sessionMinutes: event.target.value });
        }}
      />
      <p>{limitsCopy.suggestion}</p>
    </Group>
  );
}
