// The probability lab (docs/product/probability-lab.md#probability-lab): the strategy lab
// repeats its figures from a fixed seed; on the aviator screen the chart of
// gaps draws and the hours test shows its p-value.
import { saoPauloToday } from '@velas/domain/calendar';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../support/accounts.js';
import { historyByApi, ingestRound } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { card } from '../support/cards.js';
import { atPath, plain, seen, textOf } from '../support/expectations.js';
import { screenTitle } from '../support/screen-title.js';
import { checkScreen } from '../support/screens.js';
import { signIn } from '../support/sign-in.js';
import { VIEWPORTS } from '../support/viewports.js';

const SEED = '20240601';

/** Every figure of a result card, "term: value", opening "Ver detalhes" for the rest. */
async function figures(result: Locator): Promise<string[]> {
  if ((await result.locator('details[open] > summary', { hasText: 'Ver detalhes' }).count()) === 0)
    await result.getByText('Ver detalhes', { exact: true }).click();
  const terms = await result.locator('dt').allInnerTexts();
  const values = await result.locator('dd').allInnerTexts();
  return terms.map((term, index) => plain(`${term}: ${values[index] ?? ''}`));
}

async function describeRule(page: Page) {
  const rule = page.getByRole('form', { name: 'Regra de jogo' });
  await rule.getByLabel('Aposta (R$)').fill('2,00');
  await rule.getByLabel('Retirar em (x)').fill('1,8');
  // Gales, stops, the session's length and the seed wait under "Mais opções".
  const more = rule.getByText('Mais opções');
  if ((await rule.locator('details[open]').count()) === 0) await more.click();
  await rule.getByLabel('Gales: aumentos da aposta depois de perder (0 a 10)').fill('1');
  await rule.getByLabel('Parar ao perder (R$, opcional)').fill('40');
  await rule.getByLabel('Rodadas por partida (1 a 10000)').fill('200');
  await rule.getByLabel('Semente').fill(SEED);
  await rule.getByRole('button', { name: 'Simular' }).click();
}

describe.each(VIEWPORTS)('laboratório de probabilidade ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('runs the strategy lab with a fixed seed and shows the same figures twice', async () => {
    const { page } = session;
    await signIn(page, DEMO.email, DEMO.password);
    if (viewport.name === 'desktop') {
      await page
        .getByRole('navigation', { name: 'Menu principal' })
        .getByRole('link', { name: 'Laboratório de estratégias' })
        .click();
      await atPath(page, '/admin/strategy-lab');
    } else {
      await page.goto('/admin/strategy-lab');
    }
    await seen(screenTitle(page, viewport, 'Laboratório de estratégias'));

    await describeRule(page);
    const simulation = card(page, 'Simulação');
    // The answer first, in one sentence; the seed behind "Como calculamos".
    await seen(simulation.getByText(/^Em 10\.000 partidas de R\$\s100,00, a banca terminou/));
    await simulation.getByText('Como calculamos').click();
    await seen(simulation.getByText(`Semente ${SEED}`));
    const first = await figures(simulation);
    expect(first).toContain('Partidas: 10.000 de até 200 rodadas');
    // The stored rounds' run, as a comparison beside the simulation's figures.
    const replay = card(page, 'No histórico guardado: o passado não prevê o futuro');
    expect(await replay.getByRole('row').count()).toBeGreaterThan(1);
    await checkScreen(page, viewport, 'strategy-lab');

    await simulation.getByRole('button', { name: 'Repetir o mesmo sorteio' }).click();
    await seen(page.getByRole('button', { name: 'Simular' }));
    expect(await figures(simulation)).toEqual(first);

    // A fresh page, the same rule and seed typed again: the same figures.
    await page.reload();
    await describeRule(page);
    await simulation.getByText('Como calculamos').click();
    await seen(simulation.getByText(`Semente ${SEED}`));
    expect(await figures(simulation)).toEqual(first);
  });

  it('draws the chart of gaps and shows the hour test’s p-value', async () => {
    const { page } = session;
    // The chart needs a round after a 30x today: push one if the day has none.
    // Ids from the clock: unique in the run whatever ids the stored chain uses.
    const today = await historyByApi(saoPauloToday(Date.now()), 1000);
    if (!today.slice(1).some((round) => round.odd >= 30)) {
      const now = Date.now();
      await ingestRound({ id: now, odd: 35, time: now - 1000 });
      await ingestRound({ id: now + 1, odd: 1.5, time: now });
    }
    await signIn(page, DEMO.email, DEMO.password);
    await page.goto('/admin/history-aviator');

    // The headline stays in sight; the lines, chart and counts wait behind one tap.
    await seen(card(page, 'Esperar não aumenta a chance de vela alta'));
    await page.locator('summary', { hasText: 'Ver a prova' }).click();
    const gaps = await seen(card(page, 'A chance de cada vela alta na próxima rodada'));
    // The figures arrive from the analysis worker once the day's rounds load:
    // the next round's chance first, at the precision of 'Chance real' (3,23%).
    await expect
      .poll(() => textOf(gaps.getByRole('listitem').first()))
      .toMatch(
        /^30x: 3,23% de chance na próxima rodada, como em toda rodada\. (A mais recente chegou a 30x|A última foi há [\d.]+ rodadas?|Nenhuma nas últimas [\d.]+ rodadas)\.$/,
      );
    // The formula waits behind 'Como calculamos' (docs/design.md#clarity).
    await gaps.getByText('Como calculamos').click();
    expect(await textOf(gaps)).toMatch(/30x: \(1 − 3,23%\)\^\d+ = /);
    const chart = gaps.getByRole('figure', { name: /^Chance de 30x depois de cada sequência/ });
    // The chart draws once scrolled near (WhenVisible).
    await (await seen(chart)).scrollIntoViewIfNeeded();
    await seen(chart.locator('svg.apexcharts-svg'));
    expect(await chart.locator('.apexcharts-series').count()).toBeGreaterThan(0);
    // The dashed true chance says its value in the chart's legend.
    await seen(chart.getByText('Chance real: 3,23%'));
    // The rounds each point stands on, in words under the chart.
    expect(await textOf(gaps.getByTestId('counted-per-bucket'))).toMatch(
      /^Quantas rodadas cada ponto do gráfico conta, por rodadas sem a vela antes: 0–9:\s[\d.]+; 10–19:\s[\d.]+;.* 90 ou mais:\s[\d.]+\.$/,
    );
    // No value over the points nor on the line: at 360 px they collided with the axis.
    expect(
      await chart.locator('.apexcharts-datalabel, .apexcharts-yaxis-annotations').count(),
    ).toBe(0);

    // In the same fold, already open.
    const odds = card(page, 'Chance real e chance observada');
    // One figure a line, with its words.
    expect(await odds.getByTestId('odds-2').innerText()).toMatch(
      /^2x ou mais\nChance real: 48,5%\nSaiu: [\d.]+ de [\d.]+ rodadas \([\d,]+%\)\n/,
    );

    await page.getByRole('tab', { name: 'Horas' }).click();
    const hours = card(page, 'As horas de hoje e o acaso');
    await (await seen(hours.getByText('Como calculamos'))).click();
    const note = await seen(hours.getByRole('note'));
    // In the first hour of a São Paulo day, today's rounds fill one hour: nothing to compare.
    const hoursPlayed = new Set(
      (await historyByApi(saoPauloToday(Date.now()), 1000)).map((round) => round.hour.slice(0, 2)),
    );
    await expect
      .poll(() => textOf(note))
      .toMatch(
        hoursPlayed.size >= 2
          ? /^Teste qui-quadrado \(\d+ g\.l\.\): p (=|<) [\d,]+ — (sem diferença significativa entre os horários|diferença significativa)/
          : /^Teste entre horários: dados insuficientes para comparar\.$/,
      );
    await page.getByRole('tab', { name: plainWordsMessages.historyMoneyTab }).click();
    await seen(
      card(page, plainWordsMessages.moneyMathsTitle).getByText(/^Nenhum alvo dá vantagem/),
    );
    await checkScreen(page, viewport, 'aviator-probability-lab');
  });
});
