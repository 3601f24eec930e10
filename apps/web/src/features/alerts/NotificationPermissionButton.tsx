// The browser asks for notification permission only after a click (and
// browsers refuse requests that no click started).
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { Muted } from '../../ui/Card';
import { notificationsSupported } from './notify';

export function NotificationPermissionButton() {
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  if (permission === 'unsupported')
    return (
      <Muted>Este navegador não mostra notificações do sistema; os avisos aparecem na tela.</Muted>
    );
  if (permission === 'granted') return <Muted>Notificações do sistema permitidas.</Muted>;
  if (permission === 'denied')
    return <Muted>Notificações bloqueadas no navegador; os avisos aparecem só na tela.</Muted>;
  return (
    <Button
      type="button"
      $variant="secondary"
      onClick={() => {
        void Notification.requestPermission().then(setPermission);
      }}
    >
      Permitir notificações do sistema
    </Button>
  );
}
