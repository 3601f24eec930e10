// The browser asks for notification permission only after a click (and
// browsers refuse requests that no click started). Once the player blocked
// them, no page may ask again: the line says where to allow them, in the
// browser or, for the installed app, which has no address bar, in the phone's settings.
import { Button } from '@velas/web-core/ui/Button';
import { Muted } from '@velas/web-core/ui/Card';
import { useState } from 'react';
import { useMediaQuery } from '#/lib/useMediaQuery.ts';
import { alertsCopy } from './copy.ts';
import { notificationsSupported } from './notify.ts';

export function NotificationPermissionButton() {
  const [permission, setPermission] = useState(() =>
    notificationsSupported() ? Notification.permission : 'unsupported',
  );
  const installed = useMediaQuery('(display-mode: standalone)');
  if (permission === 'unsupported') return <Muted>{alertsCopy.notificationsUnsupported}</Muted>;
  if (permission === 'granted') return <Muted>{alertsCopy.notificationsAllowed}</Muted>;
  if (permission === 'denied')
    return (
      <Muted>
        {alertsCopy.notificationsBlocked}{' '}
        {installed
          ? alertsCopy.notificationsHowToAllowInstalled
          : alertsCopy.notificationsHowToAllow}
      </Muted>
    );
  return (
    <Button
      type="button"
      $variant="secondary"
      onClick={() => {
        void Notification.requestPermission().then(setPermission);
      }}
    >
      {alertsCopy.allowNotifications}
    </Button>
  );
}
