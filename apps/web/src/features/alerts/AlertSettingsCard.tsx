// The player's alerts: create ">= odd" or "no odd for N rounds" per house,
// list and delete them, and allow system notifications.
import { BET_HOUSES, type BetHouse } from '@velas/domain/constants';
import { alertsMessages } from '@velas/domain/messages/alerts';
import { ALERTS_PER_USER, type AlertRule } from '@velas/domain/schemas/alerts';
import { failureMessages, isApiFailure } from '@velas/web-core/api-failure';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import { useState, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import { describeAlert, houseLabel } from './alertText.ts';
import { useAlertsQuery, useCreateAlertMutation, useDeleteAlertMutation } from './api/alertsApi.ts';
import { alertsCopy } from './copy.ts';
import { NotificationPermissionButton } from './NotificationPermissionButton.tsx';

const KINDS = ['oddAtLeast', 'drought'] as const;
const KIND_LABELS: Record<AlertRule['kind'], string> = {
  oddAtLeast: alertsCopy.kindOddAtLeast,
  drought: alertsCopy.kindDrought,
};

const List = styled.ul`
  list-style: none;
  padding: 0;
  margin: 12px 0;
  li {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 8px;
    padding: 6px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function parseNumber(text: string): number {
  return Number(text.replace(',', '.'));
}

/** What an alert is and is not, first and at headline size: the form comes after. */
const Headline = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.type.lg};
  font-weight: 700;
  line-height: 1.35;
  max-width: 70ch;
`;

export function AlertSettingsCard() {
  const { data: alerts = [] } = useAlertsQuery(undefined);
  const [createAlert, creating] = useCreateAlertMutation();
  const [deleteAlert] = useDeleteAlertMutation();
  const [kind, setKind] = useState<AlertRule['kind']>('oddAtLeast');
  const [betHouse, setBetHouse] = useState<BetHouse>(BET_HOUSES[0]);
  const [odd, setOdd] = useState('50');
  const [rounds, setRounds] = useState('100');
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const rule =
      kind === 'oddAtLeast'
        ? { kind, betHouse, odd: parseNumber(odd) }
        : { kind, betHouse, odd: parseNumber(odd), rounds: parseNumber(rounds) };
    try {
      await createAlert(rule).unwrap();
      setErrors([]);
    } catch (error) {
      if (!isApiFailure(error)) throw error;
      setErrors([error.message, ...failureMessages(error)]);
    }
  };

  return (
    <Card>
      <CardTitle>{alertsCopy.title}</CardTitle>
      <Headline>{alertsMessages.alertHonesty}</Headline>
      <Muted>{alertsCopy.runNote}</Muted>
      <form onSubmit={(event) => void submit(event)}>
        <ChoiceField
          label={alertsCopy.kindLabel}
          value={kind}
          choices={KINDS}
          onChoose={setKind}
          optionLabel={(choice) => KIND_LABELS[choice]}
        />
        <ChoiceField
          label={alertsCopy.houseLabel}
          value={betHouse}
          choices={BET_HOUSES}
          onChoose={setBetHouse}
          optionLabel={houseLabel}
        />
        <Field label={alertsCopy.oddLabel} inputMode="decimal" value={odd} onValueChange={setOdd} />
        {kind === 'drought' && (
          <Field
            label={alertsCopy.roundsLabel}
            inputMode="numeric"
            value={rounds}
            onValueChange={setRounds}
          />
        )}
        {errors.length > 0 && <MessageList items={errors} />}
        <Button type="submit" disabled={creating.isLoading || alerts.length >= ALERTS_PER_USER}>
          {alertsCopy.create}
        </Button>
      </form>
      <List aria-label={alertsCopy.yourAlerts}>
        {alerts.map((alert) => (
          <li key={alert.id}>
            <span>{describeAlert(alert)}</span>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void deleteAlert(alert.id)}
              aria-label={alertsCopy.deleteAlert(describeAlert(alert))}
            >
              {alertsCopy.delete}
            </Button>
          </li>
        ))}
      </List>
      {alerts.length === 0 && <Muted>{alertsCopy.none}</Muted>}
      <Muted>{alertsCopy.limitNote(ALERTS_PER_USER)}</Muted>
      <NotificationPermissionButton />
    </Card>
  );
}
