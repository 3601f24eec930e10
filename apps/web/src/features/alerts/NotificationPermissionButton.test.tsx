// The notification permission line of Alertas, in each state the browser
// reports: a way forward in every one, a button only where a page may ask.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { alertsCopy } from './copy.ts';
import { NotificationPermissionButton } from './NotificationPermissionButton.tsx';

function browserSays(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal('Notification', { permission, requestPermission });
  return requestPermission;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the notification permission line', () => {
  it.each([
    ['granted', alertsCopy.notificationsAllowed],
    ['denied', `${alertsCopy.notificationsBlocked} ${alertsCopy.notificationsHowToAllow}`],
  ] as const)('%s: says so, with no button', (permission, line) => {
    browserSays(permission);
    renderWithProviders(<NotificationPermissionButton />);
    expect(screen.getByText(line)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('denied in the installed app: points at the phone settings, as there is no address bar', () => {
    browserSays('denied');
    const installedApp = { matches: true, addEventListener() {}, removeEventListener() {} };
    vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
      query === '(display-mode: standalone)'
        ? (installedApp as unknown as MediaQueryList)
        : ({ ...installedApp, matches: false } as unknown as MediaQueryList),
    );
    renderWithProviders(<NotificationPermissionButton />);
    expect(
      screen.getByText(
        `${alertsCopy.notificationsBlocked} ${alertsCopy.notificationsHowToAllowInstalled}`,
      ),
    ).toBeInTheDocument();
  });

  it('not asked yet: a button that asks, then the answer', async () => {
    const user = userEvent.setup();
    const requestPermission = browserSays('default', 'granted');
    renderWithProviders(<NotificationPermissionButton />);
    await user.click(screen.getByRole('button', { name: alertsCopy.allowNotifications }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(await screen.findByText(alertsCopy.notificationsAllowed)).toBeInTheDocument();
  });

  it('without the Notification API: the alerts stay on screen', () => {
    vi.stubGlobal('Notification', undefined);
    renderWithProviders(<NotificationPermissionButton />);
    expect(screen.getByText(alertsCopy.notificationsUnsupported)).toBeInTheDocument();
  });
});
