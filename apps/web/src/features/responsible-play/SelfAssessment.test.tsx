import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { PGSI_QUESTIONS } from './pgsi.ts';
import { SelfAssessment } from './SelfAssessment.tsx';

describe('PGSI on a phone', () => {
  it('asks one question at a time with four answers in order, then shows the result', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SelfAssessment />);
    expect(screen.getByText('Pergunta 1 de 9')).toBeInTheDocument();
    const first = screen.getByRole('group', { name: PGSI_QUESTIONS[0] });
    expect(
      within(first)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Nunca', 'Às vezes', 'Na maioria das vezes', 'Quase sempre']);
    await user.click(within(first).getByRole('button', { name: 'Às vezes' }));
    expect(screen.getByText('Pergunta 2 de 9')).toBeInTheDocument();
    // The next question's heading takes the focus, so it is read out.
    expect(screen.getByRole('heading', { name: PGSI_QUESTIONS[1] })).toHaveFocus();

    // Back: the answer given is kept and marked.
    await user.click(screen.getByRole('button', { name: 'Voltar à pergunta anterior' }));
    expect(screen.getByRole('button', { name: 'Às vezes' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Às vezes' }));
    for (let index = 1; index < PGSI_QUESTIONS.length; index++)
      await user.click(screen.getByRole('button', { name: index < 3 ? 'Quase sempre' : 'Nunca' }));

    const result = screen.getByRole('status');
    expect(within(result).getByRole('heading', { name: 'Risco moderado' })).toHaveFocus();
    expect(result).toHaveTextContent('Sua pontuação: 7 de 27.');
    await user.click(within(result).getByRole('button', { name: 'Refazer a autoavaliação' }));
    expect(screen.getByText('Pergunta 1 de 9')).toBeInTheDocument();
  });
});
