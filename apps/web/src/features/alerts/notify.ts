// The system notification of a fired alert (Notification API), only when the
// player allowed it with a click; the toast shows either way.
import { alertsMessages } from '@velas/domain/messages/alerts';

export function notificationsSupported(): boolean {
  return typeof Notification !== 'undefined';
}

export function notificationsAllowed(): boolean {
  return notificationsSupported() && Notification.permission === 'granted';
}

/** Shows the system notification; the body ends with what an alert is not. */
export function showSystemNotification(title: string, text: string, tag: string): void {
  if (!notificationsAllowed()) return;
  new Notification(title, { body: `${text} ${alertsMessages.alertHonesty}`, tag });
}
