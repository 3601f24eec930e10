import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { StrategyLab } from './StrategyLab.tsx';

// Oldest first; at 2x each run of four rounds wins twice and loses twice.
const history = [2.5, 3, 1.2, 1.1, 1.5, 2, 4, 1.3];

/** Every figure of a card, "term: value", those behind "Ver detalhes" included. */
const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

function figures(testId: string) {
  const card = screen.getByTestId(testId);
  return [...card.querySelectorAll('dt')].map(
    // Intl puts a no-break space after R$.
    (term) =>
      `${term.textContent}: ${term.nextElementSibling?.textContent}`.replace(/\u00a0/g, ' '),
  );
}

describe('StrategyLab', () => {
  it('runs 10,000 sessions from the seed typed, shows it, and repeats the same figures', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StrategyLab historyOdds={history} historyLabel="8 rodadas de teste" />);
    const seed = screen.getByLabelText<HTMLInputElement>('Semente');
    expect(seed.value).toMatch(/^\d+$/);
    await user.clear(seed);
    await user.type(seed, '12345');
    const rounds = screen.getByLabelText('Rodadas por partida (1 a 10000)');
    await user.clear(rounds);
    await user.type(rounds, '4');
    await user.click(screen.getByRole('button', { name: 'Simular' }));

    expect(await screen.findByTestId('strategy-seed')).toHaveTextContent('12345');
    const first = figures('strategy-simulation');
    expect(first).toContain('Partidas: 10.000 de até 4 rodadas');
    expect(first.find((line) => line.startsWith('Total apostado'))).toMatch(/R\$/);
    // The answer first, in one sentence, against the bankroll at the start.
    const simulation = screen.getByTestId('strategy-simulation');
    expect(simulation.textContent.replace(/\u00a0/g, ' ')).toMatch(
      /Em 10\.000 partidas de R\$ 100,00, a banca terminou em média com R\$ [\d.]+,\d\d: (R\$ [\d.]+,\d\d a (menos|mais) do que no início|o mesmo valor do início)\./,
    );
    // Four figures in words, one session's result (signed) first; the rest,
    // the sum over the 10.000 sessions first, behind "Ver detalhes".
    expect(first[0]).toMatch(
      /^Por partida: (\u2212|\+)?R\$ [\d.]+,\d\d \(esperado (\u2212|\+)?R\$ [\d.]+,\d\d\)$/,
    );
    expect(first[1]).toMatch(/^Metade das partidas terminou com até: R\$ [\d.]+,\d\d$/);
    expect(first[2]).toMatch(/^Partidas que zeraram a banca: [\d,]+%$/);
    expect(first[3]).toMatch(/^Menor e maior banca final: R\$ [\d.]+,\d\d a R\$ [\d.]+,\d\d$/);
    const more = within(simulation).getByText('Ver detalhes').closest('details') as HTMLElement;
    expect(more).not.toHaveAttribute('open');
    expect(within(more).getByText(/^Somando as 10\.000 partidas/)).not.toBeVisible();
    expect(first[4]).toMatch(/^Somando as 10\.000 partidas: (\u2212|\+)?R\$ [\d.]+,\d\d$/);
    // On a phone every row stacks its name over its value, none beside it
    // (docs/design.md#clarity): the figures' own rule under the phone query.
    const list = simulation.querySelector('dl');
    const css = [...document.querySelectorAll('style')].map((tag) => tag.textContent).join('');
    const phoneRules = css.split('@media (max-width: 600px)').slice(1).join('');
    const listClass = [...(list?.classList ?? [])].find((name) =>
      phoneRules.includes(`.${name} div`),
    );
    expect(listClass).toBeDefined();
    expect(phoneRules).toMatch(new RegExp(`\\.${String(listClass)} div\\{display:block;\\}`));
    // The result now comes before the form, and has the focus.
    expect(screen.getByRole('heading', { name: 'Simulação' })).toHaveFocus();
    await user.click(within(simulation).getByText('Ver detalhes'));
    expect(within(more).getByText(/^Somando as 10\.000 partidas/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Repetir o mesmo sorteio' }));
    await screen.findByRole('button', { name: 'Simular' });
    expect(figures('strategy-simulation')).toEqual(first);

    const replay = screen.getByTestId('strategy-replay');
    expect(within(replay).getByRole('heading').textContent).toContain(
      'o passado não prevê o futuro',
    );
    // Not a second copy of the simulation: a few figures beside the simulation's.
    expect(replay.querySelector('dl')).toBeNull();
    const rows = within(
      within(replay).getByRole('table', {
        name: 'A mesma regra em rodadas sorteadas agora e nas que já saíram',
      }),
    )
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => plain(cell.textContent)));
    expect(rows[0]).toEqual(['', 'Sorteadas agora', 'Já saíram']);
    /** One column of the table, by the figure's name. */
    const column = (index: number): Record<string, string> =>
      Object.fromEntries(rows.slice(1).map((cells) => [cells[0] ?? '', cells[index] ?? '']));
    // 8 stored rounds in sessions of 4: two sessions of R$ 1,00 at 2x, each
    // winning R$ 1,00 twice and losing twice, so R$ 100,00 at the end.
    expect(column(2)).toEqual({
      Partidas: '2',
      'Por partida': 'R$ 0,00',
      'Banca final média': 'R$ 100,00',
      'Metade das partidas terminou com até': 'R$ 100,00',
      'Partidas que zeraram a banca': '0%',
    });
    const simulated = column(1);
    expect(simulated['Partidas']).toBe('10.000');
    expect(`Por partida: ${simulated['Por partida'] ?? ''}`).toBe(first[0]?.split(' (')[0]);
    expect(screen.getByTestId('strategy-replay').textContent).toContain(
      'Só 2 partidas com as rodadas guardadas: serve de exemplo, não de prova.',
    );
  });

  it('shows the schema’s messages instead of running an invalid rule', async () => {
    const user = userEvent.setup();
    renderWithProviders(<StrategyLab historyOdds={[]} historyLabel="nada" />);
    await user.clear(screen.getByLabelText('Aposta (R$)'));
    await user.click(screen.getByRole('button', { name: 'Simular' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Informe um valor de aposta válido.',
    );
    expect(screen.queryByTestId('strategy-simulation')).toBeNull();
  });

  it('asks when to cash out in the game’s own word, neither a target nor the Pix "Sacar"', () => {
    renderWithProviders(<StrategyLab historyOdds={[]} historyLabel="nada" />);
    expect(screen.getByLabelText('Retirar em (x)')).toBeInTheDocument();
    expect(screen.queryByText(/Alvo de saída/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Sacar/)).not.toBeInTheDocument();
  });
});
