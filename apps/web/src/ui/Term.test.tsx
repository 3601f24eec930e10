import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { glossary } from '@velas/domain/messages/glossary';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { Term, TextWithTerms } from './Term.tsx';

describe('Term', () => {
  it('keeps the word in its sentence and opens its explanation on a tap, closed again on a second', async () => {
    renderWithProviders(
      <p>
        Baixar a <Term term="CSV">planilha (CSV)</Term> da janela.
      </p>,
    );
    const word = screen.getByRole('button', { name: 'planilha (CSV)' });
    // Closed, the sentence reads as it always did: no hidden words inside it.
    expect(word).toHaveAttribute('aria-expanded', 'false');
    expect(word).not.toHaveAttribute('aria-controls');
    expect(word.closest('p')?.textContent).toBe('Baixar a planilha (CSV) da janela.');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(word);
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent(glossary.CSV);
    expect(word).toHaveAttribute('aria-expanded', 'true');
    expect(word).toHaveAttribute('aria-controls', note.id);

    // A keyboard works it too.
    word.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('marks the first place each term appears in a sentence, and only that', () => {
    renderWithProviders(
      <p data-testid="sentence">
        <TextWithTerms
          text="Numa planilha (CSV), com o código de conferência e o código da casa de cada uma; o código de conferência anterior também."
          terms={['CSV', 'código de conferência', 'código da casa']}
        />
      </p>,
    );
    const sentence = screen.getByTestId('sentence');
    expect(
      within(sentence)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['CSV', 'código de conferência', 'código da casa']);
    expect(sentence.textContent).toBe(
      'Numa planilha (CSV), com o código de conferência e o código da casa de cada uma; o código de conferência anterior também.',
    );
  });

  it('keeps the punctuation touching a term on its line: no "(" ending a line before "CSV)"', () => {
    renderWithProviders(
      <p>
        <TextWithTerms
          text="As últimas 100 rodadas numa planilha (CSV), com o código da casa de cada uma."
          terms={['CSV', 'código da casa']}
        />
      </p>,
    );
    const csv = screen.getByRole('button', { name: 'CSV' });
    const held = csv.parentElement;
    expect(held?.tagName).toBe('SPAN');
    expect(held?.textContent).toBe('(CSV),');
    expect(getComputedStyle(held as Element).whiteSpace).toBe('nowrap');
    // A term between spaces is not wrapped: nothing touches it.
    expect(screen.getByRole('button', { name: 'código da casa' }).parentElement?.tagName).toBe('P');
  });
});
