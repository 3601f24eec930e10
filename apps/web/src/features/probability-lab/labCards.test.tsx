import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { crashChance } from '@velas/analysis/odds/crash-chance';
import type { NextRoundAfterGaps } from '@velas/analysis/odds/gaps';
import { historyMessages } from '@velas/domain/messages/history';
import { fill } from '@velas/domain/messages/sentences';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { GapContextCard, NoOverdueCard } from './GapContextCard.tsx';
import { HourTestCard } from './HourTestCard.tsx';
import { MoneyMathsCard } from './MoneyMathsCard.tsx';

// apexcharts does not draw in jsdom; the e2e draws the real chart.
vi.mock('./GapChart.tsx', () => ({
  default: ({ data }: { data: NextRoundAfterGaps }) => (
    <p data-testid="gap-chart">{`${data.target}x: ${data.buckets.length} grupos`}</p>
  ),
}));

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

describe('GapContextCard', () => {
  it('says the next chance and how long ago, (1 − p)^n behind Como calculamos, and charts the next round after gaps', async () => {
    const user = userEvent.setup();
    // Newest first: a 30x at position 3, a 50x at 6, no 100x in 8 rounds.
    const windowOdds = [1.2, 1.5, 31, 2, 1.1, 60, 1.3, 1.4];
    const dayOdds = [31, ...new Array<number>(12).fill(1.5), 40, 1.2];
    renderWithProviders(<GapContextCard windowOdds={windowOdds} dayOdds={dayOdds} />);

    const thirty = await screen.findByTestId('gap-30');
    // One line per multiplier, the next round's chance first, at the
    // precision of "Chance real" in the card beside it (3,23%), then how long
    // ago: no run chance on the line, where it read as "due".
    await vi.waitFor(() => {
      expect(plain(thirty.textContent)).toBe(
        '30x: 3,23% de chance na próxima rodada, como em toda rodada. A última foi há 2 rodadas.',
      );
    });
    expect(plain(screen.getByTestId('gap-100').textContent)).toBe(
      '100x: 0,97% de chance na próxima rodada, como em toda rodada. Nenhuma nas últimas 8 rodadas.',
    );
    expect(
      screen.getByRole('heading', { name: 'A chance de cada vela alta na próxima rodada' }),
    ).toBeInTheDocument();
    // The exact chance waits behind Como calculamos.
    const stay = ((1 - crashChance(30)) ** 2 * 100).toFixed(2).replace('.', ',');
    expect(screen.getByText(`30x: (1 − 3,23%)^2 = ${stay}%`)).not.toBeVisible();
    expect(screen.getByText(historyMessages.gapChartMethod)).not.toBeVisible();

    // Oldest first: 1.2, a 40x (the first hit), twelve 1.5x, a 31x. After the
    // hit: gaps 0–9 ten rounds, none reaching 30x; gaps 10–12 three rounds, one.
    expect(await screen.findByTestId('gap-chart')).toHaveTextContent('30x: 10 grupos');
    // The rounds each point stands on, in words under the chart, not a bare row of numbers.
    expect(plain(screen.getByTestId('counted-per-bucket').textContent)).toBe(
      'Quantas rodadas cada ponto do gráfico conta, por rodadas sem a vela antes: 0–9: 10; 10–19: 3; 20–29: 0; 30–39: 0; 40–49: 0; 50–59: 0; 60–69: 0; 70–79: 0; 80–89: 0; 90 ou mais: 0.',
    );
    const cells = (row: number) =>
      within(within(screen.getByRole('table')).getAllByRole('row')[row] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(1)).toEqual(['0–9', '10', '0%', '0% a 27,75%']);
    expect(cells(2)).toEqual(['10–19', '3', '33,33%', '6,15% a 79,23%']);
    expect(cells(10)).toEqual(['90 ou mais', '0', '—', '—']);

    await user.selectOptions(screen.getByLabelText('Vela'), '100');
    await vi.waitFor(() => {
      expect(screen.queryByTestId('gap-chart')).toBeNull();
    });
    expect(
      screen.getByText(fill(historyMessages.gapChartEmpty, { vela: '100x' })),
    ).toBeInTheDocument();
  });
});

describe('NoOverdueCard', () => {
  it('says what waiting does in one sentence, with no figure', () => {
    renderWithProviders(<NoOverdueCard />);
    const card = screen.getByRole('region', { name: 'Esperar não aumenta a chance de vela alta' });
    expect(card).toHaveTextContent(
      'Não existe vela “atrasada”: depois de qualquer sequência, a próxima rodada tem a mesma chance.',
    );
    expect(card.textContent).not.toMatch(/\d/);
  });
});

describe('HourTestCard', () => {
  it('shows each hour’s count beside the expected count and the test’s p-value', async () => {
    const at = (hour: number, minute: number) => Date.UTC(2026, 10, 22, hour + 3, minute);
    const rounds = [
      ...Array.from({ length: 40 }, (_, minute) => ({
        odd: minute < 4 ? 12 : 1.5,
        time: at(8, minute),
      })),
      ...Array.from({ length: 40 }, (_, minute) => ({
        odd: minute < 5 ? 12 : 1.5,
        time: at(9, minute),
      })),
    ];
    renderWithProviders(<HourTestCard rounds={rounds} firstHourCut={false} />);
    const hours = await screen.findByRole('list', { name: '10x por hora, observado e esperado' });
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // In words: what was counted and what chance alone gives (40 × 97% ÷ 10 = 3,88).
      '08h: 4 de 40 rodadas chegaram a 10x; pela chance real do jogo, o esperado é cerca de 4',
      '09h: 5 de 40 rodadas chegaram a 10x; pela chance real do jogo, o esperado é cerca de 4',
    ]);
    expect(screen.getByRole('note').textContent).toMatch(
      /^Teste qui-quadrado \(1 g\.l\.\): p = 0,72 — sem diferença significativa entre os horários/,
    );
    // The lead follows the test.
    // The verdict leads at headline size, with the real window it counted.
    // It opens with "no hour pays more", then says what it counted.
    const verdict = screen.getByText(fill(historyMessages.hourTestEven, { vela: '10x' }));
    expect(verdict.textContent).toMatch(
      /^Nenhum horário paga mais: hoje, as rodadas que chegaram a 10x/,
    );
    expect(getComputedStyle(verdict).fontSize).toBe('20px');
    // The window is said once, not again behind "Como calculamos".
    expect(screen.getAllByText(/80 rodadas/)).toHaveLength(1);
    expect(
      screen.getByText(
        'Contamos só horas inteiras de hoje, das 08:00 às 09:59 (horário de Brasília): 80 rodadas.',
      ),
    ).toBeInTheDocument();
  });

  it('counts whole hours only: the hour the window cut and the hour under way are left out, and said', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const at = (hour: number, minute: number) => Date.UTC(2026, 10, 22, hour + 3, minute);
    // Now is 06:10 in São Paulo: 06h is under way.
    vi.setSystemTime(at(6, 10));
    const rounds = [
      ...Array.from({ length: 55 }, (_, minute) => ({ odd: 1.5, time: at(4, minute + 5) })),
      ...Array.from({ length: 40 }, (_, minute) => ({
        odd: minute < 4 ? 12 : 1.5,
        time: at(5, minute),
      })),
      ...Array.from({ length: 10 }, (_, minute) => ({ odd: 1.5, time: at(6, minute) })),
    ];
    renderWithProviders(<HourTestCard rounds={rounds} firstHourCut />);
    const hours = await screen.findByRole('list', { name: '10x por hora, observado e esperado' });
    vi.useRealTimers();
    // 04h counts only from 04:05, the window's start, and 06h is not over:
    // a count for either would differ from the hour maps' count of that hour.
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '05h: 4 de 40 rodadas chegaram a 10x; pela chance real do jogo, o esperado é cerca de 4',
    ]);
    expect(
      screen.getByText(
        'Contamos só horas inteiras de hoje, das 05:00 às 05:59 (horário de Brasília): 40 rodadas.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Ficam de fora a das 04h, que só em parte está entre as 105 rodadas mais recentes e a das 06h, ainda em andamento.',
      ),
    ).toBeInTheDocument();
  });
});

describe('MoneyMathsCard', () => {
  it('says the cost of an hour and how long a budget lasts; the formula and Kelly wait behind Como calculamos', async () => {
    const user = userEvent.setup();
    // 121 rounds 30 s apart: 120 rounds an hour.
    const times = Array.from({ length: 121 }, (_, index) => index * 30_000);
    renderWithProviders(<MoneyMathsCard roundTimes={times} />);
    expect(screen.getByTestId('kelly').textContent).toBe(
      'Fração de Kelly para 2x: -3%. Aposta indicada: 0: nenhuma aposta tem valor esperado positivo.',
    );
    expect(plain(screen.getByTestId('cost-per-hour').textContent)).toBe(
      'Uma hora de jogo custa, em média, R$ 18,00.',
    );
    const formula = screen.getByTestId('cost-formula');
    expect(plain(formula.textContent)).toBe(
      'Custo por hora = R$ 5,00 × 120 rodadas por hora (o ritmo de hoje) × 3%.',
    );
    expect(formula.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByTestId('kelly').closest('details')).not.toBeNull();
    // What most players get: the median of the simulated sessions, with the
    // mean beside it as what it is, never "dura em média 666 rodadas".
    const budget = screen.getByTestId('budget-rounds');
    await vi.waitFor(() => {
      expect(plain(budget.textContent)).toMatch(
        /^Metade das vezes, o orçamento de R\$ 100,00 acaba em até [\d.]+ rodadas, a R\$ 5,00 por rodada, retirando em 2x\./,
      );
    });
    const median = Number(
      /até ([\d.]+) rodadas/.exec(plain(budget.textContent))?.[1]?.replace('.', ''),
    );
    const mean = Number(
      /média é de ([\d.]+) rodadas/
        .exec(plain(screen.getByTestId('budget-mean').textContent))?.[1]
        ?.replace('.', ''),
    );
    expect(median).toBeLessThan(mean);
    expect(screen.getByTestId('budget-method').textContent).toContain(
      'simulamos 2.000 vezes o orçamento',
    );
    expect(screen.getByTestId('budget-method').closest('details')).not.toBeNull();
    await user.clear(screen.getByLabelText('Alvo (x)'));
    await user.type(screen.getByLabelText('Alvo (x)'), '10');
    expect(screen.getByTestId('kelly').textContent).toContain('Fração de Kelly para 10x: -0,33%');
  });
});
