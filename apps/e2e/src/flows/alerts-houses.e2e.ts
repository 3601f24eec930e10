// A ">= 50x" alert set on the alerts screen fires from a round pushed
// through ingestion while the tab is in the background (toast and system
// notification), and two betting houses side by side.
import { saoPauloToday, toSaoPaulo } from '@velas/domain/calendar';
import { alertsMessages } from '@velas/domain/messages/alerts';
import { historyOddResponseSchema } from '@velas/domain/schemas/history';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { deleteAlertsByApi, historyGet, ingestRound, signInByApi } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { card } from '../support/cards.js';
import { seen, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { DESKTOP } from '../support/viewports.js';

interface RecordedNotification {
  title: string;
  body: string | undefined;
}

/**
 * Stands in for the Notification API and records each notification the app
 * constructs. The headless Chromium of these tests has no notification
 * centre: it reports "denied" even with the permission granted to the
 * context, so the fake answers "granted" as a browser whose player
 * allowed notifications does.
 */
function recordNotifications() {
  const recorded: RecordedNotification[] = [];
  (window as unknown as { notifications: RecordedNotification[] }).notifications = recorded;
  class RecordingNotification extends EventTarget {
    static readonly permission: NotificationPermission = 'granted';
    static requestPermission(): Promise<NotificationPermission> {
      return Promise.resolve('granted');
    }
    constructor(title: string, options?: NotificationOptions) {
      super();
      recorded.push({ title, body: options?.body });
    }
    close(): void {
      // Nothing is on screen to close.
    }
  }
  (window as unknown as { Notification: unknown }).Notification = RecordingNotification;
}

const ALERT_ODD = 77.77;

describe('alertas e casas lado a lado (desktop)', () => {
  const session = useBrowserSession(DESKTOP, { permissions: ['notifications'] });

  it('fires a >= 50x alert from an ingested round while the tab is in the background', async () => {
    const { page, context } = session;
    await context.addInitScript(recordNotifications);
    await signIn(page, DEMO.email, DEMO.password);
    try {
      await page.goto('/admin/alertas');
      const settings = await seen(card(page, 'Alertas de rodadas'));
      await seen(settings.getByText(alertsMessages.alertHonesty));
      // Notifications are allowed, so no button is offered.
      await seen(settings.getByText('Notificações do sistema permitidas.'));
      await settings.getByLabel('Vela (x)').fill('50');
      const streamOpen = page.waitForResponse(
        (response) =>
          response.url().includes('/history-api/rounds/stream') &&
          response.url().includes('MINES_BET'),
      );
      await settings.getByRole('button', { name: 'Criar alerta' }).click();
      await seen(settings.getByText('Vela de 50,00x ou mais em Velas'));
      await streamOpen;
      await checkScreen(page, DESKTOP, 'alerts');

      // Another tab in front, as a person switching tabs. Playwright's headless
      // Chromium keeps treating the first tab as visible and focused (no API
      // hides a page, and turning focus emulation off does not move the
      // focus), so what this shows is that the alert fires with no action on
      // its tab and another one in front; the app path does not depend on
      // visibility (EventSource events are delivered to background tabs).
      const other = await context.newPage();
      await other.goto('/auth/login');
      await other.bringToFront();

      await ingestRound({ id: 917_000_001, odd: ALERT_ODD, time: Date.now() });
      const recorded = () =>
        page.evaluate(
          () => (window as unknown as { notifications: RecordedNotification[] }).notifications,
        );
      await expect.poll(recorded, { timeout: 15_000 }).toContainEqual({
        title: 'Vela de 50,00x ou mais em Velas',
        body: `Saiu 77,77x em Velas. ${alertsMessages.alertHonesty}`,
      });

      await page.bringToFront();
      const toast = await seen(page.getByRole('status').filter({ hasText: 'Saiu 77,77x' }));
      expect(await textOf(toast)).toContain(alertsMessages.alertHonesty);
      await other.close();
    } finally {
      await deleteAlertsByApi(await signInByApi(DEMO.email, DEMO.password));
    }
  });

  it('puts two houses side by side: a verdict first, sample sizes, the method behind a disclosure', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/compare-houses');
    const compare = await seen(card(page, 'Comparar casas'));
    const statistics = compare.getByRole('table', { name: 'Estatísticas lado a lado' });
    await seen(statistics.getByRole('columnheader', { name: 'Velas' }));
    await seen(statistics.getByRole('columnheader', { name: 'VoaBet' }));

    // The sample of each house is what its own history answers (up to 1000),
    // kept to today's rounds and cut to the later of the two first rounds:
    // the headline, the table and the hourly table count the same window.
    const date = saoPauloToday(Date.now());
    const today = async (betHouse: string) =>
      historyOddResponseSchema
        .parse(await historyGet('history-odd', { date, numberVelas: 1000, betHouse }))
        .filter((round) => saoPauloToday(round.time) === date)
        .map((round) => round.time);
    const sizes = statistics.getByRole('row', { name: /^Rodadas [\d.]+ [\d.]+/ });
    let since = 0;
    await expect
      .poll(
        async () => {
          const [a, b] = await Promise.all([today('MINES_BET'), today('VOA_BET')]);
          since = Math.max(Math.min(...a), Math.min(...b));
          const count = (times: number[]) =>
            times.filter((time) => time >= since).length.toLocaleString('pt-BR');
          return (await textOf(sizes)) === `Rodadas ${count(a)} ${count(b)} —`;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect((await today('VOA_BET')).length).toBeGreaterThan(0);
    const start = toSaoPaulo(since);

    // One sentence first (docs/product/comparing-houses.md#comparing-houses).
    expect(await textOf(compare.getByRole('status'))).toMatch(
      /^(Nenhuma casa pagou mais\. Hoje desde as \d\dh\d\d, em .+ pagaram parecido: as diferenças são do tamanho do acaso\.|Hoje desde as \d\dh\d\d, em .+ pagou mais velas de .+ além do que o acaso explicaria\.)/,
    );
    // Intervals and p-values wait behind "Como calculamos", with pt-BR commas.
    const differences = compare.getByRole('list', { name: 'Diferenças' }).getByRole('listitem');
    expect(await differences.first().isVisible()).toBe(false);
    await compare.getByText('Como calculamos').click();
    expect(await differences.count()).toBe(3);
    for (const text of await differences.allInnerTexts()) {
      expect(text).toMatch(/Amostra não distingue as casas|Diferença maior que o acaso/);
      expect(text).not.toMatch(/\d\.\d{1,2}\b/);
    }
    expect(await textOf(compare.getByRole('status'))).toContain(
      `Hoje desde as ${start.time.slice(0, 2)}h${start.time.slice(3, 5)},`,
    );
    // The window's hours, from the one it starts in to this one, in a table that
    // is part of the page (no box scrolling inside it) and no rows of "—".
    const hours = compare.getByRole('table', { name: 'Pagamentos por hora' }).locator('tbody tr');
    const hourNow = toSaoPaulo(Date.now()).hour;
    expect(await hours.count()).toBe(hourNow - start.hour + 1);
    // A partial hour says which part it counts: the first since the window's
    // start, the running one so far. A window that starts on the hour in the
    // running hour (just after midnight) has one row, and it runs.
    const startHour = String(start.hour).padStart(2, '0');
    const startMinute = start.time.slice(3, 5);
    const firstWords =
      startMinute !== '00'
        ? ` \\(desde ${startHour}h${startMinute}\\)`
        : hourNow === start.hour
          ? ' \\(até agora\\)'
          : '';
    expect(await textOf(hours.first())).toMatch(
      new RegExp(`^${startHour}h${firstWords} \\d+ \\d+$`),
    );
    expect(await compare.getByRole('region').count()).toBe(0);
    if (hourNow > start.hour) {
      expect(await textOf(hours.last())).toMatch(
        new RegExp(`^${String(hourNow).padStart(2, '0')}h \\(até agora\\) \\d+ \\d+$`),
      );
    }
    expect(
      await compare.getByRole('table', { name: 'Pagamentos por hora' }).innerText(),
    ).not.toContain('—');
    await checkScreen(page, DESKTOP, 'compare-houses');
  });
});
