// Aviator analysis (docs/product/aviator-analysis.md#aviator-analysis, #live-rounds,
// #statistics): candle counts with matching statistics, pink filter, odd
// selector tables, hourly lists, a round arriving live, round verification and
// the bankroll plan.
import { saoPauloToday } from '@velas/domain/calendar';
import { formatOdd } from '@velas/domain/candles';
import { historyMessages } from '@velas/domain/messages/history';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { historyByApi, historyGet, ingestRound } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { card } from '../support/cards.js';
import { gone, plain, seen, seeAlert, textOf } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { expectedStatistics, parseOdd } from '../support/statistics.js';
import { VIEWPORTS } from '../support/viewports.js';

interface ScreenNumbers {
  odds: string[];
  statistics: Record<string, { value: string; detail: string; text: string }>;
  /** The next round's chance per multiplier, with the rounds since the last one, in words. */
  since: string[];
}

/** Candles and statistic cards read in one go, so both come from one render. */
function readScreen(page: Page): Promise<ScreenNumbers> {
  return page.evaluate(
    ([gridTitle]) => {
      const history = [...document.querySelectorAll('section')].find(
        (section) => section.querySelector('h2')?.textContent === gridTitle,
      );
      // The exact odd is in each chip's title ("14:02:11 · 134,61x"); the chip may round it.
      const odds = [...(history?.querySelectorAll('button[aria-pressed]') ?? [])].map(
        (badge) => badge.getAttribute('title')?.split(' · ')[1] ?? '',
      );
      const statistics: Record<string, { value: string; detail: string; text: string }> = {};
      for (const title of document.querySelectorAll('[aria-label="Estatísticas"] h3')) {
        // The card reads: title, value, what it means, then a detail when there is one.
        const value = title.nextElementSibling;
        statistics[title.textContent] = {
          value: value?.textContent ?? '',
          detail: value?.nextElementSibling?.textContent ?? '',
          text: title.parentElement?.textContent ?? '',
        };
      }
      // The card of the next round's chance, one line per multiplier.
      const since = [...document.querySelectorAll('[data-testid^="gap-"]')].map(
        (line) => line.textContent,
      );
      return { odds, statistics, since };
    },
    [historyMessages.roundGridTitle],
  );
}

/** What differs between the statistics shown and those of the candles shown. */
function mismatches({ odds, statistics, since }: ScreenNumbers): string[] {
  const values = odds.map(parseOdd);
  const expected = expectedStatistics(values);
  const problems: string[] = [];
  const close = (title: string, shown: string | undefined, want: number) => {
    const got = parseOdd(shown ?? '');
    if (!(Math.abs(got - want) <= 0.0051)) problems.push(`${title}: ${shown} != ${want}`);
  };
  close('Valor do meio', statistics['Valor do meio']?.value, expected.median);
  // The mean is said in words under the highest candle that pulls it up, never a figure card of its own.
  if (statistics['Média']) problems.push('Média shown as a figure card');
  const mean = statistics['Menor e maior vela']?.text.match(
    /(?:puxa a média para|A média fica em) ([\d.,]+x)/,
  )?.[1];
  close('Média', mean, expected.mean);
  // Values some round had are written as the grid writes candles (docs/product/aviator-analysis.md#candles).
  const mode = plain(statistics['Valor que mais saiu']?.value ?? '');
  if (mode !== formatOdd(expected.mode)) problems.push(`Valor que mais saiu: ${mode}`);
  const range = plain(statistics['Menor e maior vela']?.value ?? '');
  const wantRange = `menor ${formatOdd(expected.min)}maior ${formatOdd(expected.max)}`;
  if (range !== wantRange) problems.push(`Menor e maior vela: ${range} != ${wantRange}`);
  // One line per multiplier, the next round's chance first, then the rounds
  // since the last one in words ("A última foi há 10 rodadas"), never a big
  // "Rodadas sem" figure.
  const told: number[] = [];
  for (const line of since) {
    const threshold = Number(line.match(/^(\d+)x: /)?.[1]);
    const without = line.match(/A última foi há ([\d.]+) rodadas?\./)?.[1];
    const shown = line.includes('Nenhuma nas últimas')
      ? '—'
      : line.includes('A mais recente chegou')
        ? '0'
        : (without ?? '?').replace('.', '');
    told.push(threshold);
    const want = expected.positions[[30, 50, 100].indexOf(threshold)];
    const rounds = want === null || want === undefined ? '—' : String(want - 1);
    if (shown !== rounds) problems.push(`${line} (${threshold}x): ${shown} != ${rounds}`);
  }
  if (told.join() !== '30,50,100') problems.push(`lines of the last high candles: ${told.join()}`);
  return problems;
}

/** Odds of the rounds pushed live, one per size: easy to tell from simulated ones. */
const LIVE_ODDS = { phone: 111.11, desktop: 222.22 };

describe.each(VIEWPORTS)('análise do aviator ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  /** The screen's tab (docs/design.md#clarity): rodadas, horas, contas (Dinheiro) or verificar. */
  async function openAnalysis(page: Page, tab = 'rodadas') {
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto(`/admin/history-aviator?aba=${tab}`);
    if (tab !== 'rodadas') return card(page, historyMessages.roundGridTitle);
    const history = await seen(card(page, historyMessages.roundGridTitle));
    await seen(history.locator('button[aria-pressed]').first());
    return history;
  }

  it('shows 100 rounds, then 10, with statistics that match them: one window for every card', async () => {
    const { page } = session;
    const history = await openAnalysis(page);
    const badges = history.locator('button[aria-pressed]');
    // Today's rounds, newest first: 100 unless the São Paulo day is younger than that.
    const available = (await historyByApi(saoPauloToday(Date.now()), 100)).length;
    expect(available).toBeGreaterThan(0);
    await expect.poll(() => badges.count()).toBe(Math.min(100, available));
    // Under the grid, the answer alone: the median, and what waiting does (nothing).
    await expect
      .poll(async () => Object.keys((await readScreen(page)).statistics))
      .toEqual(['Valor do meio']);
    await seen(card(page, 'Esperar não aumenta a chance de vela alta'));
    // Whose rounds: the demo's Aviator plays the rounds these statistics count.
    await seen(
      page.getByText(
        'Rodadas do Aviator desta casa, Velas: as mesmas do Aviator que você joga aqui.',
      ),
    );
    // The rest of the figures wait behind one tap (apps/web/src/ui/Fold.tsx).
    await page.locator('summary', { hasText: 'Ver a prova' }).click();
    await expect.poll(async () => mismatches(await readScreen(page))).toEqual([]);
    // The game itself sits under the analysis, opened on demand.
    await (await seen(page.getByRole('button', { name: 'Jogar aqui' }))).click();
    await seen(
      page.frameLocator('iframe[title="Aviator"]').getByRole('heading', { name: 'Aviator' }),
    );
    await checkScreen(page, viewport, 'aviator');

    await page
      .getByRole('combobox', { name: new RegExp(`^${historyMessages.roundWindowLabel}`) })
      .selectOption('10');
    await expect.poll(() => badges.count()).toBe(Math.min(10, available));
    await expect.poll(async () => mismatches(await readScreen(page))).toEqual([]);

    // A tap opens the round's line right under the tapped chip's row, a whole row
    // wide (docs/product/aviator-analysis.md#candles), and Escape closes it.
    await badges.first().click();
    // A live round may arrive meanwhile and come first: the tapped chip is the pressed one.
    const tapped = history.locator('button[aria-pressed="true"]');
    await expect.poll(() => tapped.count()).toBe(1);
    const detail = history.getByRole('status').filter({ hasText: /^Rodada #\d+ das / });
    await seen(detail);
    // The three boxes read in one go: between separate reads a live round, or
    // a line arriving above the grid, moved one box and not the others.
    const placement = () =>
      history.evaluate((section) => {
        const chip = section.querySelector('button[aria-pressed="true"]');
        const line = [...section.querySelectorAll('[role="status"]')].find((status) =>
          /^Rodada #\d+ das /.test(status.textContent),
        )?.parentElement;
        const grid = section.querySelector('ol');
        if (!chip || !line || !grid) return 'sem a vela, a linha ou a grade';
        const chipBox = chip.getBoundingClientRect();
        const lineBox = line.getBoundingClientRect();
        const gridBox = grid.getBoundingClientRect();
        const gap = lineBox.top - chipBox.bottom;
        return {
          underTheRow: gap >= 0 && gap <= 8,
          rowWide: Math.round(lineBox.width) === Math.round(gridBox.width),
        };
      });
    await expect.poll(placement).toEqual({ underTheRow: true, rowWide: true });
    await checkScreen(page, viewport, 'aviator-100-candles', 'main section');
    await page.keyboard.press('Escape');
    await expect.poll(() => detail.count()).toBe(0);
    // Two axe runs, one over the game frame and 100 candles: past the 90 s default when loaded.
  }, 180_000);

  it('filters the pink candles by value', async () => {
    const { page } = session;
    await openAnalysis(page);
    // Behind one tap, below the first screens (apps/web/src/ui/Fold.tsx).
    await page.locator('summary', { hasText: 'Ver a prova' }).click();
    const pink = card(page, 'Velas rosa');
    await page
      .getByRole('combobox', { name: new RegExp(`^${historyMessages.roundWindowLabel}`) })
      .selectOption('1000');
    await pink.getByLabel('A partir de').selectOption('20');
    const date = saoPauloToday(Date.now());
    const fromApi = async () =>
      (
        (await historyGet('history-filter-odd', { date, numberVelas: 1000, filter: 20 })) as {
          odd: number;
        }[]
      ).filter((candle) => candle.odd >= 20).length;
    await expect
      .poll(async () => (await pink.locator('button[aria-pressed]').count()) - (await fromApi()))
      .toBe(0);
    const shown = (await pink.locator('button[aria-pressed]').allInnerTexts()).map(parseOdd);
    expect(shown.every((odd) => odd >= 20)).toBe(true);
    await checkScreen(page, viewport, 'aviator-pink-20x', 'main section');
    // A sign-in, a window of 1,000 rounds and a full-page capture of them.
  }, 180_000);

  it('drives both analysis tables with the odd selector, and lists payouts by hour', async () => {
    const { page } = session;
    await openAnalysis(page, 'horas');
    // The hour test leads; the maps and tables wait behind one tap.
    await page.locator('summary', { hasText: 'Ver por hora e por vela' }).click();
    const analysis = card(page, 'Análise de hoje');
    await analysis.getByRole('combobox', { name: /^Vela/ }).selectOption('50');
    const date = saoPauloToday(Date.now());
    const intervals = analysis.getByRole('table', { name: 'Rodadas de 50x ou mais hoje' });
    const repeats = analysis.getByRole('table', { name: 'Distâncias entre velas de 50x' });
    await seen(intervals);
    expect((await intervals.getByRole('columnheader').allInnerTexts()).map(plain)).toEqual([
      'Vela',
      'Rodadas desde a anterior',
      'Tempo desde a anterior',
    ]);
    // The repeats table's columns say what they count (docs/product/glossary.md#glossary).
    expect((await repeats.getByRole('columnheader').allInnerTexts()).map(plain)).toEqual([
      plainWordsMessages.gapsColumnGap,
      plainWordsMessages.gapsColumnCount,
      plainWordsMessages.gapsColumnShare,
    ]);
    await seen(analysis.getByText(/^Ler assim: "1" quer dizer que uma 50x veio logo/));
    // Each table stands in the page with its first rows, never in a box that
    // scrolls (docs/product/aviator-analysis.md#interval-analysis).
    const firstRows = 10;
    const rowsOf = async (path: string) =>
      Math.min(
        firstRows,
        ((await historyGet(path, { date, odd: 50 })) as unknown[]).length || 1, // "Nenhum dado" row
      );
    await expect
      .poll(
        async () => (await intervals.locator('tbody tr').count()) - (await rowsOf('analysis-odd')),
      )
      .toBe(0);
    await expect
      .poll(
        async () =>
          (await repeats.locator('tbody tr').count()) - (await rowsOf('analysis-position-odd')),
      )
      .toBe(0);
    expect(await analysis.locator('[role="region"][tabindex]').count()).toBe(0);

    for (const odd of [10, 30, 100]) {
      const list = page.getByRole('region', { name: `Velas de ${odd}x ou mais por hora` });
      const hours = list.getByRole('listitem');
      await expect.poll(() => hours.count()).toBe(24);
      // "parcial" under the hour under way (00h just after midnight).
      expect(plain(await hours.first().innerText())).toMatch(/^00h \d+( parcial)?$/);
      // Hours still to come read "—" (none counted yet).
      const shownTotal = (await hours.allInnerTexts())
        .map((text) => plain(text).split(' ')[1])
        .map((count) => (count === '—' ? 0 : Number(count)))
        .reduce((sum, count) => sum + count, 0);
      const apiTotal = (
        (await historyGet('candles-by-hour', { date, odd })) as {
          oddsByHour: { count: number }[];
        }
      ).oddsByHour.reduce((sum, hour) => sum + hour.count, 0);
      // A live round may land between the two reads.
      expect(Math.abs(apiTotal - shownTotal)).toBeLessThanOrEqual(1);
    }
    await checkScreen(page, viewport, 'aviator-analysis-50x', 'main section');
  });

  it('receives a new round live, without a reload', async () => {
    const { page } = session;
    const streamOpen = page.waitForResponse((response) =>
      response.url().includes('/history-api/rounds/stream'),
    );
    const history = await openAnalysis(page);
    await streamOpen;
    const odd = viewport.name === 'desktop' ? LIVE_ODDS.desktop : LIVE_ODDS.phone;
    // A feed id not used before in this database (the store gives the round an id of its own).
    const [newest] = await historyByApi(saoPauloToday(Date.now()), 1);
    await page.evaluate(() => {
      (window as unknown as { notReloaded: boolean }).notReloaded = true;
    });
    await ingestRound({ id: (newest?.id ?? 0) + 1000, odd, time: Date.now() });
    await seen(history.locator(`button[aria-pressed][title$=" · ${formatOdd(odd)}"]`).first());
    expect(
      await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);
  });

  it('verifies a round in the browser', async () => {
    const { page } = session;
    await openAnalysis(page, 'verificar');
    const [round] = await historyByApi(saoPauloToday(Date.now()), 50).then((candles) =>
      // Rounds pushed through ingestion carry no hash to verify.
      candles.filter((candle) => !Object.values(LIVE_ODDS).includes(candle.odd)),
    );
    if (!round) throw new Error('Nenhuma rodada simulada hoje');
    const verify = card(page, 'Verificar rodada');
    await verify.getByLabel('Número da rodada').fill(String(round.id));
    await verify.getByRole('button', { name: 'Verificar' }).click();
    await seen(verify.getByText(`Calculado no navegador: ${formatOdd(round.odd)} — confere`));
    await checkScreen(page, viewport, 'aviator-verify', 'main section');
  });

  it('calculates the bankroll plan and shows its details', async () => {
    const { page } = session;
    await openAnalysis(page, 'contas');
    const bankroll = card(page, 'Gerenciamento de banca');
    expect(await bankroll.getByRole('button', { name: 'Detalhes' }).count()).toBe(0);
    await bankroll.getByLabel('Banca inicial (R$)').fill('abc');
    await bankroll.getByRole('button', { name: 'Calcular' }).click();
    await seeAlert(page, walletMessages.invalidBalance);

    await bankroll.getByLabel('Banca inicial (R$)').fill('1000');
    await bankroll.getByRole('button', { name: 'Calcular' }).click();
    await bankroll.getByRole('button', { name: 'Detalhes' }).click();
    const plan = await seen(page.getByRole('dialog', { name: 'Plano de 30 dias' }));
    const rows = plan.locator('tbody tr');
    expect(await rows.count()).toBe(30);
    const first = (await rows.first().getByRole('cell').allInnerTexts()).map(plain);
    // Moderado: the expected balance first (one day's goal staked at 97%: R$ 1.000,00
    // less 3% of R$ 100,00), then the goal, 10% of the bank, and the day's loss
    // limit, twice the goal, its 20% the profile's label.
    expect(first.slice(1, 4)).toEqual(['R$ 997,00', 'R$ 100,00', 'R$ 200,00']);
    const headers = (await plan.getByRole('columnheader').allInnerTexts()).map(plain);
    expect(headers).toEqual([
      'Data',
      'Saldo esperado',
      'Meta do dia (10%)',
      'Limite de perda do dia (20%)',
    ]);
    // The expected value leads; the compounding target is a small line.
    const planText = await textOf(plan);
    expect(planText).toContain(fill(plainWordsMessages.bankrollExpectedHeadline, { meta: 10 }));
    expect(planText).toMatch(
      /Se acertasse a meta todo dia \(não acontece\), a banca chegaria a R\$/,
    );
    expect(planText).not.toMatch(/[Ss]top loss/);
    expect(planText).not.toContain('Meta do plano');
    await checkScreen(page, viewport, 'aviator-bankroll-plan', 'dialog[open]');
    await plan.getByRole('button', { name: 'Fechar' }).click();
    await gone(plan);
  });
});
