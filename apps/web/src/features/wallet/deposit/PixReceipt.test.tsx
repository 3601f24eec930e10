// The Pix receipt's identifier (docs/product/wallet.md#wallet-deposits): shortened at
// both ends on a phone's line, never broken mid-string, copied whole.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { depositCopy } from './copy.ts';
import { PixReceipt, shortId } from './PixReceipt.tsx';

const LONG_ID = 'dbc06b661b26ae0bcb6b06e79';

describe('Pix receipt', () => {
  it('shortens a long identifier at both ends and keeps a short one whole', () => {
    expect(shortId(LONG_ID)).toBe('dbc06b66…06e79');
    expect(shortId('dep-1')).toBe('dep-1');
  });

  it('shows the identifier shortened, with a button that copies it whole', async () => {
    const user = userEvent.setup();
    const paid = fixtures.deposit({ id: LONG_ID, status: 'paid' }).data;
    renderWithProviders(<PixReceipt deposit={paid} />);
    expect(screen.getByText('dbc06b66…06e79')).toHaveAttribute('title', LONG_ID);
    expect(screen.queryByText(LONG_ID)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar identificador' }));
    expect(await navigator.clipboard.readText()).toBe(LONG_ID);
    expect(screen.getByRole('button', { name: 'Identificador copiado' })).toBeInTheDocument();
  });

  it('says so when the browser refuses the copy, with no unhandled rejection', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(
      new DOMException('denied', 'NotAllowedError'),
    );
    const paid = fixtures.deposit({ id: LONG_ID, status: 'paid' }).data;
    renderWithProviders(<PixReceipt deposit={paid} />);
    await user.click(screen.getByRole('button', { name: depositCopy.copyId }));
    expect(await screen.findByRole('alert')).toHaveTextContent(depositCopy.idCopyRefused);
    expect(screen.getByRole('button', { name: depositCopy.copyId })).toBeInTheDocument();
  });
});
