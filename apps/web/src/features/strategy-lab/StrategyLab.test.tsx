import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { StrategyLab } from './StrategyLab';

// Oldest first; at 2x each run of four rounds wins twice and loses twice.
const history = [2.5, 3, 1.2, 1.1, 1.5, 2, 4, 1.3];

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
    const rounds = screen.getByLabelText('Rodadas por sessão (1 a 10000)');
    await user.clear(rounds);
    await user.type(rounds, '4');
    await user.click(screen.getByRole('button', { name: 'Simular' }));

    expect(await screen.findByTestId('strategy-seed')).toHaveTextContent('12345');
    const first = figures('strategy-simulation');
    expect(first).toContain('Sessões: 10.000 de até 4 rodadas');
    expect(first.find((line) => line.startsWith('Total apostado'))).toMatch(/R\$/);
    // The answer first, in one sentence, and the result signed (a loss with its minus).
    const simulation = screen.getByTestId('strategy-simulation');
    expect(simulation.textContent.replace(/\u00a0/g, ' ')).toMatch(
      /Em 10\.000 sessões de R\$ 100,00, a banca terminou em média com R\$ [\d.]+,\d\d\./,
    );
    // One session's result first, then the sum over the 10.000 sessions.
    expect(first[0]).toMatch(
      /^Por sessão: (\u2212|\+)?R\$ [\d.]+,\d\d \(esperado (\u2212|\+)?R\$ [\d.]+,\d\d\)$/,
    );
    expect(first[1]).toMatch(/^Somando as 10\.000 sessões: (\u2212|\+)?R\$ [\d.]+,\d\d$/);
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

    await user.click(screen.getByRole('button', { name: 'Repetir o mesmo sorteio' }));
    await screen.findByRole('button', { name: 'Simular' });
    expect(figures('strategy-simulation')).toEqual(first);

    const replay = screen.getByTestId('strategy-replay');
    expect(within(replay).getByRole('heading').textContent).toContain(
      'o passado não prevê o futuro',
    );
    // 8 stored rounds in sessions of 4: two sessions of R$ 1,00 at 2x, each
    // winning R$ 1,00 twice and losing twice, so R$ 100,00 at the end.
    expect(figures('strategy-replay')).toContain('Sessões: 2 de até 4 rodadas');
    expect(figures('strategy-replay')).toContain('Banca final típica (mediana): R$ 100,00');
    // Two sessions at R$ 100,00 that ended at R$ 100,00: nothing won or lost, said first.
    // Each session staked R$ 1,00 four times: R$ 0,12 expected (3%), nothing lost here.
    expect(figures('strategy-replay')[0]).toBe('Por sessão: R$ 0,00 (esperado \u2212R$ 0,12)');
    expect(figures('strategy-replay')).toContain('Somando as 2 sessões: R$ 0,00');
    expect(screen.getByTestId('strategy-replay').textContent).toContain(
      'Só 2 sessões com as rodadas guardadas: serve de exemplo, não de prova.',
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
