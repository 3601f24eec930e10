// Each signal screen's flow (docs/product/signals.md#signal-flow): a tap draws at once,
// no spinner, no waiting, and the result says what the bet does with money
// beside its chance, checked against packages/analysis (docs/product/signals.md#true-odds).
import { fireEvent, screen, within } from '@testing-library/react';
import { colourOdds } from '@velas/analysis/signals/colour';
import { allSafeProbability } from '@velas/analysis/signals/mines';
import { randomSourceFrom } from '@velas/analysis/signals/random-source';
import { gamesMessages } from '@velas/domain/messages/games';
import { formatProbability } from '@velas/domain/schemas/signals';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { ColourSignalPanel } from './ColourSignalPanel.tsx';
import { EntrySignalPanel } from './EntrySignalPanel.tsx';
import { MinesSignalPanel } from './MinesSignalPanel.tsx';
import { RouletteSignalPanel } from './RouletteSignalPanel.tsx';

// Always draws the smallest value: deterministic, and easy to read off.
const firstChoice = randomSourceFrom(() => 0);

const button = () => screen.getByRole('button');

/** Taps the button; the api's permit (granted by the default handler) answers, and the result is there. */
async function requestSignal() {
  fireEvent.click(screen.getByRole('button', { name: gamesMessages.signalDraw }));
  const result = await screen.findByRole('status');
  // Nothing spins and nothing waits: the button is ready for another draw.
  expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  expect(button().textContent).toBe(gamesMessages.signalDrawAgain);
  expect(button()).toHaveProperty('disabled', false);
  return result;
}

/**
 * What the bet returns in money is the result's headline, at the size of the
 * draw's lead; the chance and the payout come after it and never larger, so no
 * line reads as a tipster's hit rate.
 */
function expectMoneyHeadline(result: HTMLElement, money: HTMLElement, odds: HTMLElement) {
  const lead = within(result).getByText(/^Sorteio ao acaso/);
  expect(getComputedStyle(money).fontSize).toBe(getComputedStyle(lead).fontSize);
  expect(getComputedStyle(odds).fontSize).not.toBe(getComputedStyle(money).fontSize);
  expect(getComputedStyle(odds).fontWeight).not.toBe(getComputedStyle(money).fontWeight);
  expectBefore(money, odds);
}

describe('before the first tap', () => {
  it('roulette says every bet returns R$ 97,30 of every R$ 100,00', () => {
    renderWithProviders(<RouletteSignalPanel random={firstChoice} />);
    const intro = screen.getByText(/^Um sinal é um sorteio feito no seu aparelho/);
    // formatCents writes a no-break space after R$.
    expect(intro.textContent.replace(/\s/g, ' ')).toContain(
      'em média voltam R$ 97,30 de cada R$ 100,00 apostados',
    );
    expect(screen.getByText(gamesMessages.signalHonesty)).toBeInTheDocument();
  });

  it.each([
    ['mines', <MinesSignalPanel random={firstChoice} />, allSafeProbability(25, 3, 3)],
    ['bacBo', <ColourSignalPanel game="bacBo" random={firstChoice} />, colourOdds('bacBo').win],
  ] as const)(
    '%s says what a signal is, its true chance and the honesty line',
    (_, panel, chance) => {
      renderWithProviders(panel);
      // A draw, said first; the chance of what was drawn, not a tip's hit rate.
      expect(
        screen.getByRole('heading', { name: 'Sorteio aleatório, com a chance real' }),
      ).toBeInTheDocument();
      const intro = screen.getByText(/^Um sinal é um sorteio feito no seu aparelho/);
      expect(intro.textContent).toContain(`Chance real de`);
      expect(intro.textContent).not.toContain('acerto');
      expect(intro.textContent).toContain(formatProbability(chance));
      expect(screen.getByText(gamesMessages.signalHonesty)).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('Mines says how many mines its chance assumes, of any 3 squares', () => {
    renderWithProviders(<MinesSignalPanel random={firstChoice} />);
    expect(screen.getByText(/^Um sinal é um sorteio/).textContent).toContain(
      'Chance real de quaisquer 3 quadrados estarem livres, com o jogo em 3 minas: 66,96%.',
    );
  });

  it('the empty Mines board says why it is empty', () => {
    renderWithProviders(<MinesSignalPanel random={firstChoice} />);
    expect(screen.getByRole('grid', { name: 'Campo do Mines' })).toHaveAccessibleDescription(
      gamesMessages.minesBoardIdle,
    );
  });

  it('the honesty line is said once once the result carries it', async () => {
    renderWithProviders(<ColourSignalPanel game="footballStudio" random={firstChoice} />);
    await requestSignal();
    expect(screen.getAllByText(gamesMessages.signalHonesty)).toHaveLength(1);
    expect(
      within(screen.getByRole('status')).getByText(gamesMessages.signalHonesty),
    ).toBeInTheDocument();
  });
});

describe('Football Studio and Bac Bo', () => {
  it('a colour at once, with its chance, the tie, the payout and the game’s RTP in reais', async () => {
    server.use(
      http.get(`${API}/v2/casino-games/category`, () =>
        HttpResponse.json([
          {
            id: 2,
            name: 'Cassino ao vivo',
            position: 2,
            games: [{ id: 6246, name: 'Football Studio', image: 'fs/', rtp: 96.27 }],
          },
        ]),
      ),
    );
    renderWithProviders(<ColourSignalPanel game="footballStudio" random={firstChoice} />);
    const result = await requestSignal();
    expect(within(result).getByText(gamesMessages.signalGenerated)).toBeInTheDocument();
    expect(within(result).getByText('Vermelho')).toBeInTheDocument();
    expectMoneyHeadline(
      result,
      await within(result).findByText(
        'Em média, a cada R$ 100,00 apostados voltam R$ 96,27 (retorno ao jogador do jogo, com o que o empate devolve).',
      ),
      within(result).getByText(
        'Qualquer uma das cores sai em 46,27% das rodadas e paga 2x; o empate sai em 7,47%. Este sorteio não muda isso.',
      ),
    );
    expect(result.textContent).not.toMatch(/[Aa]certa/);
    expect(result.textContent).toContain(gamesMessages.signalHonesty);
    expect(result.textContent).not.toMatch(/confirmado/i);
  });

  it('without the game’s RTP it says the chance alone and guesses no payout', async () => {
    renderWithProviders(<ColourSignalPanel game="bacBo" random={firstChoice} />);
    const result = await requestSignal();
    const { win } = colourOdds('bacBo');
    const odds = within(result).getByText(
      `Qualquer uma das cores sai em ${formatProbability(win)} das rodadas; este sorteio não muda isso.`,
    );
    // Alone, the chance stays in body type: it is never the result's headline.
    expect(getComputedStyle(odds).fontSize).not.toBe(
      getComputedStyle(within(result).getByText(/^Sorteio ao acaso/)).fontSize,
    );
    expect(result.textContent).not.toContain('paga');
    // The last signal stays on screen until the next draw.
    fireEvent.click(button());
    expect(await screen.findByText('Vermelho')).toBeInTheDocument();
  });
});

describe('Mines Pro', () => {
  it('marks the drawn cells at once, unnumbered, says first that the draw does not know the mines, then the chance, payout and return', async () => {
    renderWithProviders(<MinesSignalPanel random={firstChoice} />);
    expect(screen.getAllByRole('gridcell', { name: 'fechado' })).toHaveLength(25);
    const result = await requestSignal();

    // Marked as drawn, with no order number, no green and no star: nothing reads
    // as a ranked tip or a cell known to be safe.
    const drawn = screen.getAllByRole('gridcell', { name: 'sorteado ao acaso' });
    expect(drawn).toHaveLength(3);
    for (const cell of drawn) expect(cell).toHaveTextContent('');
    expect(screen.getAllByRole('gridcell', { name: 'não sorteado' })).toHaveLength(22);
    expect(screen.queryByRole('gridcell', { name: 'estrela' })).not.toBeInTheDocument();
    // The honest line first, at the size of the money line; no "Dica".
    const paragraphs = [...result.querySelectorAll('p')].map((p) => p.textContent);
    expect(paragraphs[0]).toBe('Sorteio ao acaso: o sinal não sabe onde estão as minas.');
    expect(result.textContent).not.toMatch(/Dica|estrela/);
    const lead = within(result).getByText(/^Sorteio ao acaso/);
    const money = await within(result).findByText(/^Em média, a cada /);
    expect(getComputedStyle(lead).fontSize).toBe(getComputedStyle(money).fontSize);
    // The result sits above the board, in sight after the tap.
    expectBefore(result, screen.getByRole('grid'));
    expect(result.textContent).toContain(gamesMessages.signalGenerated);
    // The catalogue's Mines Pro has RTP 97%.
    // Said of any 3 squares, not of the signal.
    const odds = within(result).getByText(
      'Quaisquer 3 quadrados ficam livres em 66,96% das rodadas com 3 minas; este sorteio não muda isso. Com os 3 livres, o jogo paga 1,45x.',
    );
    // The payout never wraps to a line of its own.
    expect(odds.textContent).toContain('paga\u00a01,45x.');
    expectMoneyHeadline(
      result,
      within(result).getByText('Em média, a cada R$ 100,00 apostados voltam R$ 97,00.'),
      odds,
    );
    expect(result.textContent).not.toMatch(/[Aa]certa/);
    expect(result.textContent).toContain('o sinal não sabe onde estão as minas');
    // The grid's cells are "quadrados": "casa" is left to the betting house.
    expect(result.textContent).not.toMatch(/\bcasas?\b/);
  });
});

describe('Roulette', () => {
  it('names one bet in pt-BR, the numbers it wins on, and a chance, payout and return that match it', async () => {
    renderWithProviders(<RouletteSignalPanel random={firstChoice} />);
    const result = await requestSignal();

    // firstChoice draws the first bet of the table: red.
    expect(within(result).getByText('Aposta: Vermelho')).toBeInTheDocument();
    expect(result.textContent).toContain(
      'Ganha se sair um destes 18 números: 1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36.',
    );
    expectMoneyHeadline(
      result,
      within(result).getByText('Em média, a cada R$ 100,00 apostados voltam R$ 97,30.'),
      within(result).getByText(
        'Esta aposta ganha em 48,65% das rodadas e paga 2x; este sorteio não muda isso.',
      ),
    );
    expect(result.textContent).not.toMatch(/Tiers|Orphelins|Voisins|Cobertura|Proteção/);
    expect(result.textContent).toContain(gamesMessages.signalHonesty);
  });
});

describe('generic entries', () => {
  it('draws the entry counts at once and keeps them until the next draw', async () => {
    renderWithProviders(<EntrySignalPanel random={firstChoice} />);
    const result = await requestSignal();
    expect(result.textContent).toContain(gamesMessages.signalGenerated);
    expect(result.textContent).toContain('Rodadas na velocidade normal: 5');
    expect(result.textContent).toContain(gamesMessages.signalHonesty);
  });
});
