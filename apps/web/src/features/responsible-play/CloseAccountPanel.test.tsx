import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletMessages } from '@velas/domain/messages/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { CloseAccountPanel } from './CloseAccountPanel.tsx';

describe('closing the account', () => {
  it("shows the api's reason when it refuses, and stays open", async () => {
    server.use(
      http.post(`${API}/api/protection/close-account`, () =>
        HttpResponse.json({ message: walletMessages.closeRoundOpen }, { status: 422 }),
      ),
    );
    const closed: true[] = [];
    const user = userEvent.setup();
    renderWithProviders(<CloseAccountPanel onClosed={() => closed.push(true)} />);
    await user.click(screen.getByRole('button', { name: 'Encerrar conta' }));
    await user.click(screen.getByRole('button', { name: 'Confirmar encerramento' }));
    expect(await screen.findByText(walletMessages.closeRoundOpen)).toBeInTheDocument();
    expect(closed).toEqual([]);
  });
});
