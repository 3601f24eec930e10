// The demo crash game end to end inside the api (docs/product/games.md#demo-crash-game):
// game start -> the demo aggregator's URL -> bets, a tap cash-out, a loss and an
// automatic cash-out settled by stored rounds of the demo house, every bet
// and win through the signed wallet into the ledger, over the api's socket.
import { GAME_IDS } from '@velas/domain/constants';
import { CANDLE_COLOURS, darkPalette, FONT_STACK } from '@velas/domain/design-tokens';
import { GAME_BELOW_MESSAGE } from '@velas/domain/game-link';
import { crashPageTexts, gamesMessages } from '@velas/domain/messages/games';
import { WALLET_SIGNATURE_HEADER } from '@velas/domain/schemas/game-wallet';
import { beforeAll, describe, expect, it } from 'vitest';
import { insertRounds } from '#/history/rounds/rounds-repository.js';
import { flightMs, BETTING_PHASE_MS } from '#/history/simulator/schedule.js';
import { PROVIDER_MESSAGES } from '#/provider-callbacks/callback-routes.js';
import { DEMO_SETTINGS } from '#/settings/demo-settings.js';
import { demoRuntimeSettings } from '#/settings/runtime.js';
import { balanceOf, loginDemo } from '#/test/accounts.js';
import { createTestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const HOUSE = 'MINES_BET';
const t = useTestApp({
  settings: demoRuntimeSettings({ ...DEMO_SETTINGS, simulatedBetHouses: [] }),
});
let demo: string;
let session: string;
/** Crash instant of the latest stored round: the next take-off is 8 s later. */
let latestCrash: number;

beforeAll(async () => {
  // The demo aggregator and the wallet talk over real HTTP, as a real aggregator does.
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  demo = await loginDemo(t.app);
  latestCrash = t.clock.now() - 1_000;
  await storeRound(1.0, latestCrash);
});

async function storeRound(odd: number, timeMs: number): Promise<void> {
  await insertRounds(t.db, [
    { betHouse: HOUSE, odd, timeMs, hash: null, chainId: null, chainIndex: null },
  ]);
}

/** Plays the round after the latest one: it crashes at `odd`. */
async function crashAt(odd: number): Promise<void> {
  const takeoff = latestCrash + BETTING_PHASE_MS;
  latestCrash = takeoff + flightMs(odd);
  await storeRound(odd, latestCrash);
  if (t.clock.now() < latestCrash) t.clock.set(latestCrash);
}

const page = async (path: string, body: Record<string, unknown> = {}) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/demo-aggregator/crash/${path}`,
    headers: { 'content-type': 'text/plain', origin: 'null' },
    payload: JSON.stringify({ session, ...body }),
  });
  expect(response.headers['access-control-allow-origin']).toBe('*');
  return response.json<Record<string, unknown>>();
};

interface StateBet {
  amountCents: number;
  cashout: number | null;
  settled: boolean;
  roundId: number | null;
  crashPoint: number | null;
  winCents: number | null;
}
const state = async () => (await page('state')) as { balanceCents: number; bets: StateBet[] };
const balance = () => balanceOf(t.app, demo);

describe('the demo crash game', () => {
  it('starts through the demo aggregator and serves a page that says it is a demo', async () => {
    const start = await t.injectAs(demo, {
      url: `/api/casino-games/${String(GAME_IDS.aviator)}/start?demo=0&isMobileDevice=1`,
    });
    expect(start.statusCode).toBe(200);
    // A path: the frame opens on whatever host and port the app was opened at.
    const answered = start.json<{ link: string }>().link;
    expect(answered).toMatch(/^\/demo-aggregator\/crash\?session=[A-Za-z0-9_-]+$/);
    const link = new URL(answered, 'http://any.host');
    expect(link.pathname).toBe('/demo-aggregator/crash');
    session = link.searchParams.get('session') ?? '';
    const html = await t.app.inject({ url: `${link.pathname}${link.search}` });
    expect(html.statusCode).toBe(200);
    // A demo, said so, and true: its bets move the player's balance, so it
    // never claims that no money is used.
    expect(html.body).toContain(crashPageTexts.demoBanner);
    expect(html.body).toContain('As apostas saem do seu saldo no app');
    expect(html.body).not.toContain('nenhum dinheiro real');
    // The app's footer says "Jogue com responsabilidade" under the frame: once.
    expect(html.body).not.toContain('Jogue com responsabilidade');
    // Its script is a file from its own server (packages/demo-pages builds it), handed its texts as JSON.
    const policy = String(html.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self';");
    expect(policy).not.toContain('unsafe-inline');
    expect(html.body).toContain('<script src="crash/crash-game.js"></script>');
    expect(html.body).toContain('<script type="application/json" id="crash-config">{"texts":');
    // Chips under the bet field: halve, double and round amounts, each said in full to a screen reader.
    expect(html.body).toContain(
      '<div class="chips" role="group" aria-label="Mudar o valor da aposta">',
    );
    expect(html.body).toContain(
      'data-scale="0.5">½<span class="spoken">, metade do valor</span></button>',
    );
    expect(html.body).toContain(
      'data-scale="2">2×<span class="spoken">, dobro do valor</span></button>',
    );
    for (const reais of ['5', '10', '50'])
      expect(html.body).toContain(
        `aria-label="Apostar R$\u00a0${reais},00">R$\u00a0${reais}</button>`,
      );
    // The chips stay inside the bets the game takes.
    expect(html.body).toContain('"bet":{"min":100,"max":100000}');
    // "recebeu R$ 5,20" never splits: the amount cannot start a line alone.
    expect(crashPageTexts.profit).toBe('lucro de {valor} (recebeu\u00a0{recebido})');
    const script = await t.app.inject({ url: '/demo-aggregator/crash/crash-game.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(script.body).toContain('readJson($("crash-config").textContent');
    // The app's font and dark colours, so the frame reads as part of the app;
    // the font from the page's own server, which its opaque origin may fetch.
    expect(html.body).toContain(`font: 16px ${FONT_STACK}`);
    expect(html.body).toContain(`background: ${darkPalette.bg}`);
    expect(html.body).toContain(`"low":"${CANDLE_COLOURS.info}"`);
    expect(html.body).toContain("font-family: 'Figtree Variable'");
    expect(policy).toContain("font-src 'self'");
    const font = await t.app.inject({ url: '/demo-aggregator/crash/figtree-ptbr-wght.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.headers['access-control-allow-origin']).toBe('*');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    // It tells the app's frame how tall its rounds list is (GameFrame grows by it).
    expect(html.body).toContain(`"belowMessage":"${GAME_BELOW_MESSAGE}"`);
    // The page hears the crash from the house's live rounds stream, on the same origin.
    expect(html.body).toContain('data-stream="/history-api/rounds/stream?betHouse=MINES_BET"');
    // Other catalogue games stay honestly "não conectado".
    const other = await t.injectAs(demo, {
      url: `/api/casino-games/${String(GAME_IDS.minesPro)}/start?demo=0&isMobileDevice=1`,
    });
    expect(other.json<{ link: string }>().link).toContain('não está conectado');
  });

  it('plays a tap cash-out, a loss and an automatic cash-out through the wallet', async () => {
    const start = await balance();

    // 1. Bet R$ 5,00 before take-off, tap at 1.50x, the round crashes at 2.00x.
    expect(await page('bet', { amountCents: 500, autoCashout: null })).toEqual({ ok: true });
    expect(await balance()).toBe(start - 500);
    t.clock.set(latestCrash + BETTING_PHASE_MS + flightMs(1.5));
    expect(await page('cashout')).toEqual({ ok: true, multiplier: 1.5 });
    await crashAt(2);
    const first = (await state()).bets[0];
    expect(first).toMatchObject({ settled: true, cashout: 1.5, crashPoint: 2, winCents: 750 });
    expect(await balance()).toBe(start + 250);

    // 2. Bet R$ 3,00, no cash-out, crash at 1.20x: lost (a win of 0 closes the round).
    expect(await page('bet', { amountCents: 300, autoCashout: null })).toEqual({ ok: true });
    await crashAt(1.2);
    expect((await state()).bets[0]).toMatchObject({ settled: true, cashout: null, winCents: 0 });
    expect(await balance()).toBe(start - 50);

    // 3. Bet R$ 2,00 with an automatic cash-out at 1.80x, crash at 3.00x.
    expect(await page('bet', { amountCents: 200, autoCashout: 1.8 })).toEqual({ ok: true });
    await crashAt(3);
    expect((await state()).bets[0]).toMatchObject({ settled: true, cashout: 1.8, winCents: 360 });
    expect(await balance()).toBe(start + 110);

    // The strip of the house's last rounds, newest first.
    const recent = (await page('state')).recent as { odd: number }[];
    expect(recent.slice(0, 3).map((round) => round.odd)).toEqual([3, 1.2, 2]);

    // Every settled bet names its stored round: the one the verifier checks.
    const { rows } = await t.db.query<{ odd: number }>(
      'SELECT r.odd FROM demo_crash_bets b JOIN rounds r ON r.id = b.round_id ORDER BY b.id',
    );
    expect(rows.map((row) => row.odd)).toEqual([2, 1.2, 3]);

    // The dashboard's casino transactions: bets and wins named by the game.
    const list = await t.injectAs(demo, {
      url: '/api/transactions?page=1&source=CasinoTransaction',
    });
    const entries = list.json<{ data: { amount: number; source: unknown }[] }>().data.slice(0, 5);
    expect(entries.map((entry) => entry.amount)).toEqual([360, -200, -300, 750, -500]);
    for (const entry of entries) expect(entry.source).toEqual({ casino_game: { name: 'Aviator' } });
  });

  it('refuses a bet after take-off, a late tap, and any bet while paused', async () => {
    t.clock.set(latestCrash + BETTING_PHASE_MS + 10);
    expect(await page('bet', { amountCents: 100, autoCashout: null })).toEqual({
      message: gamesMessages.crashRoundStarted,
    });
    await crashAt(1.5);
    expect(await page('bet', { amountCents: 100, autoCashout: null })).toEqual({ ok: true });
    await crashAt(1.1);
    t.clock.advance(100);
    expect(await page('cashout')).toEqual({ message: gamesMessages.crashTooLate });

    const before = await balance();
    const paused = await t.injectAs(demo, {
      method: 'POST',
      url: '/api/protection/pause',
      payload: { duration: '24h' },
    });
    expect(paused.statusCode).toBe(200);
    // The pause ended the game's token: the open page is told to start again.
    expect(await page('bet', { amountCents: 100, autoCashout: null })).toEqual({
      message: gamesMessages.crashSessionEnded,
    });
    expect(await page('state')).toEqual({ message: gamesMessages.crashSessionEnded });
    expect(await balance()).toBe(before);
  });

  it('refuses an unknown session and bad amounts', async () => {
    const saved = session;
    session = 'nope';
    expect(await page('state')).toEqual({ message: gamesMessages.crashSessionUnknown });
    session = saved;
    expect(await page('bet', { amountCents: 50, autoCashout: null })).toEqual({
      message: gamesMessages.crashInvalidAmount,
    });
    expect(await page('bet', { amountCents: 100, autoCashout: 1 })).toEqual({
      message: gamesMessages.crashInvalidAutoCashout,
    });
  });

  it("reads the page's calls as text only: a JSON body names no session", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/demo-aggregator/crash/state',
      headers: { 'content-type': 'application/json', origin: 'null' },
      payload: JSON.stringify({ session }),
    });
    expect(response.json()).toEqual({ message: gamesMessages.crashSessionUnknown });
  });

  it('refuses a game/url request our key did not sign, whatever its body', async () => {
    for (const payload of [JSON.stringify({ game_code: 'demo_crash' }), '{']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/demo-aggregator/operator/generic/v2/game/url',
        headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: 'bad' },
        payload,
      });
      expect(response.statusCode).toBe(401);
      expect(response.json<{ message: string }>().message).toBe(PROVIDER_MESSAGES.badSignature);
    }
  });
});

describe('the demo aggregator over HTTP', () => {
  it('needs the socket: an api that does not listen cannot reach it, and says so in pt-BR', async () => {
    const closed = await createTestApp({
      settings: demoRuntimeSettings({ ...DEMO_SETTINGS, simulatedBetHouses: [] }),
    });
    try {
      const token = await loginDemo(closed.app);
      const response = await closed.injectAs(token, {
        url: `/api/casino-games/${String(GAME_IDS.aviator)}/start?demo=0&isMobileDevice=1`,
      });
      expect(response.statusCode).toBe(502);
      expect(response.json<{ message: string }>().message).toBe(gamesMessages.gameLaunchFailed);
    } finally {
      await closed.close();
    }
  });
});
