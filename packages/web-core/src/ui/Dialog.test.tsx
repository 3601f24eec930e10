// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../../test/kit-test-render.tsx';
import { kitCopy } from './copy.ts';
import { Dialog } from './Dialog.tsx';

// jsdom's <dialog> has no showModal(): the Dialog sets `open` itself there, so
// these tests see the open state and the accessible names, not the modality.
describe('Dialog', () => {
  it('is named by its title and shows its content only while open', () => {
    const { rerender } = renderKit(
      <Dialog open title="Depositar" onClose={() => undefined}>
        <p>Conteúdo</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Depositar' })).toBeVisible();
    expect(screen.getByText('Conteúdo')).toBeVisible();

    rerender(
      <Dialog open={false} title="Depositar" onClose={() => undefined}>
        <p>Conteúdo</p>
      </Dialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('Conteúdo')).toBeNull();
  });

  it('closes through its owner: the close button and Escape call onClose', async () => {
    const onClose = vi.fn();
    renderKit(
      <Dialog open title="Sacar" onClose={onClose}>
        <p>Conteúdo</p>
      </Dialog>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: kitCopy.close }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('is static without onClose: no close button, and Escape does not close it', () => {
    renderKit(
      <Dialog open title="Aviso">
        <p>Leia antes</p>
      </Dialog>,
    );
    expect(screen.queryByRole('button', { name: kitCopy.close })).toBeNull();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(screen.getByRole('dialog'), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Aviso' })).toBeVisible();
  });
});
