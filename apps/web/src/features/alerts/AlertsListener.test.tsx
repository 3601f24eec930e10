import { screen, waitFor } from '@testing-library/react';
import { alertsMessages } from '@velas/domain/messages/alerts';
import { http, HttpResponse } from 'msw/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '#/test/handlers.ts';
import { signedIn } from '#/test/renderApp.tsx';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { AlertsListener } from './AlertsListener.tsx';

/** The streams the listener opened, to push rounds into. */
const streams: FakeEventSource[] = [];
class FakeEventSource {
  private readonly listeners: ((event: MessageEvent<string>) => void)[] = [];
  constructor(readonly url: string) {
    streams.push(this);
  }
  addEventListener(_type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.push(listener);
  }
  close() {
    streams.splice(streams.indexOf(this), 1);
  }
  push(data: object) {
    for (const listener of this.listeners)
      listener(new MessageEvent('round', { data: JSON.stringify(data) }));
  }
}

const shown: { title: string; body: string | undefined }[] = [];
class FakeNotification {
  static permission = 'granted';
  constructor(title: string, options?: NotificationOptions) {
    shown.push({ title, body: options?.body });
  }
  close() {
    shown.length = 0;
  }
}

const round = (id: number, odd: number) => ({
  id,
  odd,
  time: 0,
  hour: '12:00:00',
  date: '2026-03-10',
  formattedDate: '10/03/2026 12:00:00',
  betHouse: 'MINES_BET',
});

describe('alerts listener', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.stubGlobal('Notification', FakeNotification);
    shown.length = 0;
    server.use(
      http.get(`${API}/api/alerts`, () =>
        HttpResponse.json({
          alerts: [{ id: 1, kind: 'oddAtLeast', betHouse: 'MINES_BET', odd: 50 }],
        }),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('opens the stream of the alert house and, on a round of 50x or more, shows a toast and a notification', async () => {
    renderWithProviders(<AlertsListener />, { session: signedIn });
    await waitFor(() => {
      expect(streams.map((stream) => stream.url)).toEqual([
        expect.stringContaining('rounds/stream?betHouse=MINES_BET'),
      ]);
    });
    streams[0]?.push(round(1, 49.99));
    expect(screen.queryByRole('status')).toBeNull();
    streams[0]?.push(round(2, 50));
    const toast = await screen.findByRole('status');
    // The house the demo's Aviator plays goes by the operator's brand (services/houseNames.ts).
    expect(toast.textContent).toContain('Vela de 50,00x ou mais em Velas');
    expect(toast.textContent).toContain('Saiu 50,00x em Velas.');
    expect(toast.textContent).toContain(alertsMessages.alertHonesty);
    expect(shown).toEqual([
      {
        title: 'Vela de 50,00x ou mais em Velas',
        body: `Saiu 50,00x em Velas. ${alertsMessages.alertHonesty}`,
      },
    ]);
  });
});
