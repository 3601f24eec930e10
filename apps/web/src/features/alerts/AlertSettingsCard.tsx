// The player's alerts: create ">= odd" or "no odd for N rounds" per house,
// list and delete them, and allow system notifications.
import { BET_HOUSES } from '@velas/domain/constants';
import { alertsMessages } from '@velas/domain/messages/alerts';
import { ALERTS_PER_USER, type AlertRule } from '@velas/domain/schemas/alerts';
import { MessageList } from '@velas/web-core/ui/Alert';
import { Button } from '@velas/web-core/ui/Button';
import { Card, CardTitle, Muted } from '@velas/web-core/ui/Card';
import { ChoiceField, Field } from '@velas/web-core/ui/Field';
import styled from 'styled-components';
import { useHouseName } from '#/services/houseNames.ts';
import { AlertList } from './AlertList.tsx';
import { useAlertsQuery } from './api/alertsApi.ts';
import { alertsCopy } from './copy.ts';
import { NotificationPermissionButton } from './NotificationPermissionButton.tsx';
import { useAlertForm } from './useAlertForm.ts';

const KINDS = ['oddAtLeast', 'drought'] as const;
const KIND_LABELS: Record<AlertRule['kind'], string> = {
  oddAtLeast: alertsCopy.kindOddAtLeast,
  drought: alertsCopy.kindDrought,
};

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
  const form = useAlertForm();
  const nameHouse = useHouseName();

  return (
    <Card>
      <CardTitle>{alertsCopy.title}</CardTitle>
      <Headline>{alertsMessages.alertHonesty}</Headline>
      <Muted>{alertsCopy.runNote}</Muted>
      <form onSubmit={(event) => void form.submit(event)}>
        <ChoiceField
          label={alertsCopy.kindLabel}
          value={form.kind}
          choices={KINDS}
          onChoose={form.setKind}
          optionLabel={(choice) => KIND_LABELS[choice]}
        />
        <ChoiceField
          label={alertsCopy.houseLabel}
          value={form.betHouse}
          choices={BET_HOUSES}
          onChoose={form.setBetHouse}
          optionLabel={nameHouse}
        />
        <Field
          label={alertsCopy.oddLabel}
          inputMode="decimal"
          value={form.odd}
          onValueChange={form.setOdd}
        />
        {form.kind === 'drought' && (
          <Field
            label={alertsCopy.roundsLabel}
            inputMode="numeric"
            value={form.rounds}
            onValueChange={form.setRounds}
          />
        )}
        {form.errors.length > 0 && <MessageList items={form.errors} />}
        <Button type="submit" disabled={form.creating || alerts.length >= ALERTS_PER_USER}>
          {alertsCopy.create}
        </Button>
      </form>
      <AlertList alerts={alerts} />
      {alerts.length === 0 && <Muted>{alertsCopy.none}</Muted>}
      <Muted>{alertsCopy.limitNote(ALERTS_PER_USER)}</Muted>
      <NotificationPermissionButton />
    </Card>
  );
}
