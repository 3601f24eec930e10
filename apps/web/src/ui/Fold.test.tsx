import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders.tsx';
import { Fold } from './Fold.tsx';

function Probe() {
  return <p>conteúdo pesado</p>;
}

describe('Fold', () => {
  it('keeps its cards closed and unrendered until the first tap, with its label and hint in sight', () => {
    renderWithProviders(
      <Fold label="Ver mais" hint="O que tem dentro.">
        <Probe />
      </Fold>,
    );
    const summary = screen.getByText('Ver mais');
    expect(summary.closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText('O que tem dentro.')).toBeVisible();
    expect(screen.queryByText('conteúdo pesado')).not.toBeInTheDocument();
    const details = summary.closest('details');
    if (!details) throw new Error('no details');
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByText('conteúdo pesado')).toBeInTheDocument();
  });
});
