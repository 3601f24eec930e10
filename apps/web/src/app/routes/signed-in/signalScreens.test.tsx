// The screens around the signal panels: ← Voltar, the real online count, the
// game frame with its fallback, and the hours screen's estimates and KYC alert.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { timeEstimate } from '@velas/analysis/day';
import { commonMessages } from '@velas/domain/messages/common';
import { gamesMessages } from '@velas/domain/messages/games';
import { glossary } from '@velas/domain/messages/glossary';
import { historyMessages } from '@velas/domain/messages/history';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import {
  hoursObservedSentence,
  hoursWindowSentence,
  minutesInWords,
} from '@velas/domain/messages/sentences';
import { gameStartResponseSchema } from '@velas/domain/schemas/casino';
import { presenceResponseSchema } from '@velas/domain/schemas/presence';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderApp, signedIn } from '#/test/renderApp.tsx';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { testCandle } from '#/test/testCandles.ts';
import HoursScreen from './HoursScreen.tsx';
import MinesScreen from './MinesScreen.tsx';
import RouletteScreen from './RouletteScreen.tsx';

describe('signal screens', () => {
  it('show ← Voltar, the online count and the started game under the controls', async () => {
    const started: string[] = [];
    server.use(
      http.get(`${API}/api/presence`, () =>
        HttpResponse.json(presenceResponseSchema.parse({ online: 37 })),
      ),
      http.get(`${API}/api/casino-games/:id/start`, ({ params, request }) => {
        started.push(`${String(params.id)}?${new URL(request.url).searchParams.toString()}`);
        return HttpResponse.json(
          gameStartResponseSchema.parse({ link: 'https://jogo.example.com/mines' }),
        );
      }),
    );
    renderWithProviders(<MinesScreen />);
    expect(screen.getByRole('link', { name: 'Voltar' }).getAttribute('href')).toBe(
      '/admin/dashboard',
    );
    expect(await screen.findByText('37 pessoas online')).toBeInTheDocument();
    // The game's RTP from its catalogue record, in plain words.
    const rtpNote = await screen.findByText(
      (_, element) =>
        element?.tagName === 'P' &&
        element.textContent.replace(/\s+/g, ' ') ===
          'Retorno ao jogador 97%: a casa fica com R$ 3,00 de cada R$ 100,00 apostados, em média. Ninguém consegue prever as rodadas.',
    );
    // The words stay tappable, with the explanation one tap away.
    const rtp = within(rtpNote).getByRole('button', { name: 'Retorno ao jogador' });
    expect(rtp).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(rtp);
    expect(within(rtpNote).getByRole('note')).toHaveTextContent(glossary['Retorno ao jogador']);
    // The game starts only when the player asks for it.
    expect(started).toEqual([]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Jogar aqui' }));
    await waitFor(() => {
      expect(screen.getByTitle('Mines Pro').getAttribute('src')).toBe(
        'https://jogo.example.com/mines',
      );
    });
    expect(started).toEqual(['3836?demo=0&isMobileDevice=0']);
    // A game that plays here needs no word that it does not.
    expect(screen.queryByText(/não está disponível nesta casa/)).not.toBeInTheDocument();
  });

  it('for a game this house does not open, say so in one line with the ways on that work here, and offer no draw', async () => {
    // The catalogue lists Bac Bo as not playable, Aviator as playable.
    renderApp('/admin/bacboo', { session: signedIn });
    const notice = await screen.findByText('Bac Bo não está disponível nesta casa.', {
      exact: false,
    });
    expect(within(notice).getByRole('link', { name: 'Ver Todos os Jogos' })).toHaveAttribute(
      'href',
      '/admin/games',
    );
    // No dead end: the game that plays here, and its rounds.
    const main = within(screen.getByRole('main'));
    expect(await main.findByRole('link', { name: 'Jogar Aviator' })).toHaveAttribute(
      'href',
      '/admin/games?jogar=3835',
    );
    expect(
      main.getByRole('link', { name: 'Ver o histórico das rodadas do Aviator' }),
    ).toHaveAttribute('href', '/admin/history-aviator');
    expect(screen.getByRole('link', { name: 'Voltar' })).toBeInTheDocument();
    // A draw for a game the player cannot open here is a dead end.
    expect(
      screen.queryByRole('button', { name: gamesMessages.signalDraw }),
    ).not.toBeInTheDocument();
    expect(screen.queryByText(/^Retorno ao jogador/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Jogar aqui' })).not.toBeInTheDocument();
  });

  it('Roletas without a betting site or a roulette that plays says so too', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    renderWithProviders(<RouletteScreen />);
    expect(
      await screen.findByText('Roleta não está disponível nesta casa.', { exact: false }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Ver o histórico das rodadas do Aviator' }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: gamesMessages.signalDraw }),
    ).not.toBeInTheDocument();
  });

  it("the hours screen opens on today's hour map under one line, keeps the rest behind Como calculamos, and alerts when the game cannot start", async () => {
    const now = Date.now();
    const minute = 60_000;
    const mapOdds: (string | null)[] = [];
    const rounds = [
      testCandle(1, 3.5, now - 35 * minute),
      testCandle(2, 12, now - 25 * minute),
      testCandle(3, 4, now - 15 * minute),
      testCandle(4, 15, now - 5 * minute),
    ];
    server.use(
      http.get(`${API}/api/presence`, () =>
        HttpResponse.json({ message: 'indisponível', errors: {} }, { status: 503 }),
      ),
      http.get(`${API}/history-api/history-odd`, () => HttpResponse.json([...rounds].reverse())),
      http.get(`${API}/history-api/candles-by-hour`, ({ request }) => {
        mapOdds.push(new URL(request.url).searchParams.get('odd'));
        return HttpResponse.json({
          oddsByHour: Array.from({ length: 24 }, (_, hour) => ({
            hour,
            count: hour === 0 ? 7 : 0,
          })),
        });
      }),
      http.get(`${API}/api/casino-games/:id/start`, () =>
        HttpResponse.json({ message: 'KYC pendente', errors: {} }, { status: 403 }),
      ),
    );
    renderWithProviders(<HoursScreen />);
    // The hours first: today's map of 10x or more by hour, its window in
    // words, right under the one line that says no hour pays more.
    const map = await screen.findByRole('region', {
      name: 'Velas de 10x ou mais em cada hora de hoje',
    });
    expect(await within(map).findByLabelText('00h: 7 rodadas de 10x ou mais')).toBeInTheDocument();
    expect(map.textContent).toContain('Hoje, de 00h até agora (horário de Brasília)');
    expect(mapOdds).toContain('10');
    const caveat = screen.getByText(
      (_, element) =>
        element?.tagName === 'P' && element.textContent === plainWordsMessages.hoursLead,
    );
    expectBefore(caveat, map);
    // Everything else waits behind one "Como calculamos", under the map.
    const method = screen.getByText(commonMessages.howWeCalculate).closest('details');
    expect(method).not.toHaveAttribute('open');
    expectBefore(map, method as Node);
    expect(screen.getAllByText(commonMessages.howWeCalculate)).toHaveLength(1);
    // The game starts on demand: 'Jogar aqui' asks for it, and the api's
    // reason for refusing is told there.
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Jogar aqui' }));
    expect((await screen.findByRole('alert')).textContent).toBe('KYC pendente');

    const dayRounds = rounds.map(({ odd, time }) => ({ odd, time }));
    const low = (await within(method as HTMLElement).findByRole('heading', { name: '3x ou mais' }))
      .parentElement;
    const high = within(method as HTMLElement).getByRole('heading', {
      name: '10x ou mais',
    }).parentElement;
    const lowEstimate = timeEstimate(dayRounds, 3, now);
    const highEstimate = timeEstimate(dayRounds, 10, now);
    // The line above the map says no hour pays more.
    // "velas altas" in it is a tap-to-read term (docs/product/glossary.md#glossary).
    expect(within(caveat).getByRole('button', { name: 'velas altas' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    // What was observed over the real window (4 rounds, 30 min): a count, a
    // share and the time it covers, never a wait ("a cada 4 min") or "hoje".
    expect(low?.textContent).toContain(hoursObservedSentence('3x ou mais', 4, 4));
    expect(high?.textContent).toContain('10x ou mais saiu em 2 das últimas 4 rodadas (50%).');
    // The window's length is said once, above the counts, never under each as a
    // wait, and said to differ from the map's whole day.
    expect(method?.textContent).toContain(plainWordsMessages.hoursWindowNotDay);
    // Its duration keeps no-break spaces (the query's normalizer would hide them).
    expect(screen.getByText(/^Contamos as últimas 4 rodadas/).textContent).toBe(
      hoursWindowSentence(4, 30 * 60),
    );
    expect(screen.getAllByText(/de jogo\./)).toHaveLength(1);
    for (const card of [low, high]) {
      const headline = card?.querySelector('p')?.textContent ?? '';
      expect(headline).not.toMatch(/\d\d:\d\d|em ~|por volta|a cada|[Hh]oje/);
      expect(card?.textContent).not.toMatch(/\d\d:\d\d|em ~|por volta/);
      // The mean interval stays in the method, named as what it is.
      expect(card?.textContent).toContain(gamesMessages.estimateMethod);
    }
    expect(low?.textContent).toContain(
      `${minutesInWords(lowEstimate?.meanGapSeconds ?? 0)}, em ${String(lowEstimate?.sampleSize)} intervalos`,
    );
    expect(high?.textContent).toContain(
      `${minutesInWords(highEstimate?.meanGapSeconds ?? 0)}, em ${String(highEstimate?.sampleSize)} intervalos`,
    );
    // The count is unavailable: hidden, never invented.
    expect(screen.queryByText(/pessoas online/)).not.toBeInTheDocument();
    // No link obtained: the frame falls back to the operator's betting site.
    expect((await screen.findByTitle('Aviator')).getAttribute('src')).toBe(
      fixtures.demoSettings.gameFallbackUrl,
    );
  });

  it('the hours screen leads to the hour maps in Histórico Aviator, in the same layout', async () => {
    renderApp('/admin/horarios', { session: signedIn });
    const link = await screen.findByRole('link', { name: historyMessages.hourMapsLink });
    expect(link).toHaveAttribute('href', '/admin/history-aviator?aba=horas&mapas=abertos');
  });

  it('Horários, a bottom-bar tab, has no ← Voltar: it is a root', async () => {
    renderApp('/admin/horarios', { session: signedIn });
    await screen.findByRole('link', { name: historyMessages.hourMapsLink });
    expect(screen.queryByRole('link', { name: 'Voltar' })).not.toBeInTheDocument();
  });
});
