// The player's alerts, each with its delete button (AlertSettingsCard).
import type { RoundAlert } from '@velas/domain/schemas/alerts';
import { Button } from '@velas/web-core/ui/Button';
import styled from 'styled-components';
import { useHouseName } from '#/services/houseNames.ts';
import { describeAlert } from './alertText.ts';
import { useDeleteAlertMutation } from './api/alertsApi.ts';
import { alertsCopy } from './copy.ts';

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

export function AlertList({ alerts }: { alerts: RoundAlert[] }) {
  const [deleteAlert] = useDeleteAlertMutation();
  const nameHouse = useHouseName();
  return (
    <List aria-label={alertsCopy.yourAlerts}>
      {alerts.map((alert) => {
        const described = describeAlert(alert, nameHouse(alert.betHouse));
        return (
          <li key={alert.id}>
            <span>{described}</span>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => void deleteAlert(alert.id)}
              aria-label={alertsCopy.deleteAlert(described)}
            >
              {alertsCopy.delete}
            </Button>
          </li>
        );
      })}
    </List>
  );
}
