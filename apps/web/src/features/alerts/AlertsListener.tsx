// Toasts (and, if allowed, system notifications) for the player's alerts,
// on whichever signed-in screen is open.
import { alertsMessages } from '@velas/domain/messages/alerts';
import { Button } from '@velas/web-core/ui/Button';
import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { useHouseName } from '#/services/houseNames.ts';
import { describeAlert, firedText } from './alertText.ts';
import type { FiredAlert } from './alertTracker.ts';
import { useAlertsQuery } from './api/alertsApi.ts';
import { alertsCopy } from './copy.ts';
import { showSystemNotification } from './notify.ts';
import { useAlertStream } from './useAlertStream.ts';

const MAX_TOASTS = 3;

const Stack = styled.div`
  position: fixed;
  inset-inline-end: 16px;
  bottom: 80px;
  z-index: 40;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-width: min(360px, calc(100vw - 32px));
`;

const Toast = styled.div`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.3);
  p {
    margin: 4px 0;
  }
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

interface ShownToast {
  key: string;
  title: string;
  text: string;
}

export function AlertsListener() {
  const { data: alerts = [] } = useAlertsQuery(undefined);
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nameHouse = useHouseName();
  const onFired = useCallback(
    ({ alert, candle }: FiredAlert) => {
      const house = nameHouse(alert.betHouse);
      const title = describeAlert(alert, house);
      const text = firedText(alert, candle.odd, house);
      const key = `${String(alert.id)}-${String(candle.id)}`;
      setToasts((shown) => [{ key, title, text }, ...shown].slice(0, MAX_TOASTS));
      showSystemNotification(title, text, key);
    },
    [nameHouse],
  );
  useAlertStream(alerts, onFired);

  if (toasts.length === 0) return null;
  return (
    <Stack>
      {toasts.map((toast) => (
        <Toast key={toast.key} role="status" aria-live="polite">
          <strong>{toast.title}</strong>
          <p>{toast.text}</p>
          <small>{alertsMessages.alertHonesty}</small>
          <div>
            <Button
              type="button"
              $variant="secondary"
              onClick={() => {
                setToasts((shown) => shown.filter((other) => other.key !== toast.key));
              }}
            >
              {alertsCopy.close}
            </Button>
          </div>
        </Toast>
      ))}
    </Stack>
  );
}
