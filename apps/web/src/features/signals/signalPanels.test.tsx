// Each signal screen's flow with fake timers (docs/product.md#signal-flow) and the probability it
// shows, checked against packages/analysis (docs/product.md#true-odds).
import { act, fireEvent, screen, within } from '@testing-library/react';
import { colourOdds } from '@velas/analysis/signals/colour';
import { allSafeProbability } from '@velas/analysis/signals/mines';
import { randomSourceFrom } from '@velas/analysis/signals/random-source';
import { coveredProbability } from '@velas/analysis/signals/roulette';
import { messages } from '@velas/domain/messages';
import { formatProbability } from '@velas/domain/schemas/signals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ColourSignalPanel } from './ColourSignalPanel';
import { EntrySignalPanel } from './EntrySignalPanel';
import { MinesSignalPanel } from './MinesSignalPanel';
import { RouletteSignalPanel } from './RouletteSignalPanel';
import { advance } from './testTimers';

// Always draws the smallest value: deterministic, and easy to read off.
const firstChoice = randomSourceFrom(() => 0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const button = () => screen.getByRole('button');

/** Asks for a signal; the api's permit (granted by the default handler) answers during the search. */
async function requestSignal() {
  fireEvent.click(screen.getByRole('button', { name: 'Gerar Sinal' }));
  expect(button()).toHaveProperty('disabled', true);
  expect(button().textContent).toBe('Buscando sinal...');
  await act(() => vi.advanceTimersByTimeAsync(2999));
  expect(screen.queryByText(messages.signalGenerated)).not.toBeInTheDocument();
  advance(1);
}

describe('before the first tap', () => {
  it.each([
    [
      'roulette',
      <RouletteSignalPanel random={firstChoice} />,
      coveredProbability([0, 1, 2, 3, 4, 5]),
    ],
    ['mines', <MinesSignalPanel random={firstChoice} />, allSafeProbability(25, 3, 3)],
    ['bacBo', <ColourSignalPanel game="bacBo" random={firstChoice} />, colourOdds('bacBo').win],
  ] as const)(
    '%s says what a signal is, its true chance and the honesty line',
    (_, panel, chance) => {
      renderWithProviders(panel);
      const intro = screen.getByText(/^Um sinal é um sorteio feito no seu aparelho/);
      expect(intro.textContent).toContain(`Chance real de acerto`);
      expect(intro.textContent).toContain(formatProbability(chance));
      expect(screen.getByText(messages.signalHonesty)).toBeInTheDocument();
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
    },
  );

  it('the empty Mines board says why it is empty', () => {
    renderWithProviders(<MinesSignalPanel random={firstChoice} />);
    expect(screen.getByRole('grid', { name: 'Campo do Mines' })).toHaveAccessibleDescription(
      messages.minesBoardIdle,
    );
  });

  it('the honesty line is said once once the result carries it', async () => {
    renderWithProviders(<ColourSignalPanel game="footballStudio" random={firstChoice} />);
    await requestSignal();
    expect(screen.getAllByText(messages.signalHonesty)).toHaveLength(1);
    expect(
      within(screen.getByRole('status')).getByText(messages.signalHonesty),
    ).toBeInTheDocument();
  });
});

describe('Football Studio and Bac Bo', () => {
  it.each(['footballStudio', 'bacBo'] as const)(
    '%s: 3 s search, SINAL GERADO with the true odds, 120 s cooldown',
    async (game) => {
      renderWithProviders(<ColourSignalPanel game={game} random={firstChoice} />);
      await requestSignal();

      const result = screen.getByRole('status');
      expect(within(result).getByText(messages.signalGenerated)).toBeInTheDocument();
      expect(within(result).getByText('Vermelho')).toBeInTheDocument();
      const { win, tie } = colourOdds(game);
      expect(result.textContent).toContain(formatProbability(win));
      expect(result.textContent).toContain(formatProbability(tie));
      expect(result.textContent).toContain(messages.signalHonesty);
      expect(result.textContent).not.toMatch(/confirmado/i);

      expect(button().textContent).toBe('Novo sinal em 02:00');
      expect(button()).toHaveProperty('disabled', true);
      advance(119_000);
      expect(button().textContent).toBe('Novo sinal em 00:01');
      advance(1000);
      expect(button().textContent).toBe('Gerar Sinal');
      expect(button()).toHaveProperty('disabled', false);
      // The last signal stays on screen until the next request.
      expect(screen.getByText('Vermelho')).toBeInTheDocument();
    },
  );
});

describe('Mines Pro', () => {
  it('shows spinners 4 s after the result, then stars on the 3 cells; 90 s cooldown', async () => {
    renderWithProviders(<MinesSignalPanel random={firstChoice} />);
    expect(screen.getAllByRole('gridcell', { name: 'fechada' })).toHaveLength(25);
    await requestSignal();

    expect(screen.getAllByRole('gridcell', { name: 'carregando' })).toHaveLength(25);
    expect(screen.queryByText(messages.signalGenerated)).not.toBeInTheDocument();
    expect(button().textContent).toBe('Novo sinal em 01:30');
    advance(3999);
    expect(screen.queryByRole('gridcell', { name: 'estrela' })).not.toBeInTheDocument();
    advance(1);

    const stars = screen.getAllByRole('gridcell', { name: 'estrela' });
    expect(stars).toHaveLength(3);
    expect(screen.getAllByRole('gridcell', { name: 'não indicada' })).toHaveLength(22);
    const result = screen.getByRole('status');
    expect(result.textContent).toContain(messages.signalGenerated);
    expect(result.textContent).toContain(formatProbability(allSafeProbability(25, 3, 3)));
    expect(result.textContent).toContain('66,96%');
    expect(result.textContent).toContain('3 minas');
    expect(result.textContent).toContain('o sinal não sabe onde estão as minas');

    advance(85_000);
    expect(button().textContent).toBe('Novo sinal em 00:01');
    advance(1000);
    expect(button().textContent).toBe('Gerar Sinal');
  });
});

describe('Roulette', () => {
  it('shows the covered numbers and their exact chance; 120 s cooldown', async () => {
    renderWithProviders(<RouletteSignalPanel random={firstChoice} />);
    await requestSignal();

    const result = screen.getByRole('status');
    // firstChoice keeps 1–36 in order: main 1, coverage 2–5, protection 0.
    expect(within(result).getByText('1')).toBeInTheDocument();
    expect(within(result).getByText('2, 3, 4, 5')).toBeInTheDocument();
    expect(result.textContent).toContain(formatProbability(coveredProbability([0, 1, 2, 3, 4, 5])));
    expect(result.textContent).toContain(messages.signalHonesty);
    expect(button().textContent).toBe('Novo sinal em 02:00');
    advance(120_000);
    expect(button().textContent).toBe('Gerar Sinal');
  });
});

describe('generic Gerar Sinal', () => {
  it('waits with "Aguarde para solicitar novamente" and clears the message after 60 s', async () => {
    renderWithProviders(<EntrySignalPanel random={firstChoice} />);
    await requestSignal();

    const result = screen.getByRole('status');
    expect(result.textContent).toContain(messages.signalGenerated);
    expect(result.textContent).toContain('Entradas normais: 5');
    expect(result.textContent).toContain(messages.signalHonesty);
    expect(button().textContent).toBe('Aguarde para solicitar novamente');
    expect(button()).toHaveProperty('disabled', true);
    advance(59_000);
    expect(screen.getByText(messages.signalGenerated)).toBeInTheDocument();
    advance(1000);
    expect(screen.queryByText(messages.signalGenerated)).not.toBeInTheDocument();
    expect(button().textContent).toBe('Gerar Sinal');
  });
});
