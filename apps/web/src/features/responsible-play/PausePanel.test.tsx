import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDateAndTime } from '@velas/domain/protection';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { protectionStatus } from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { PausePanel } from './PausePanel.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('pause and self-exclusion', () => {
  it('states the end date in a sheet before pausing, and does nothing on Cancelar', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post(`${API}/api/protection/pause`, async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json(protectionStatus());
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PausePanel status={protectionStatus()} />);
    const before = Date.now();
    await user.click(screen.getByRole('button', { name: 'Pausar 7 dias' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirmar pausa' });
    const week = formatDateAndTime(before + 7 * 24 * 3_600_000).slice(0, 10);
    expect(sheet.textContent).toContain(`A pausa vai até ${week}`);
    await user.click(within(sheet).getByRole('button', { name: 'Cancelar' }));
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Pausar 7 dias' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Confirmar pausa' })).getByRole('button', {
        name: 'Pausar',
      }),
    );
    await expect.poll(() => asked).toEqual([{ duration: '7d' }]);
  });

  it("states the self-exclusion's end as the api records it: a month from 31/01 ends 28/02", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-01-31T15:00:00-03:00'));
    const user = userEvent.setup();
    renderWithProviders(<PausePanel status={protectionStatus()} />);
    await user.selectOptions(screen.getByLabelText('Autoexclusão por'), '1 mês');
    await user.click(screen.getByRole('button', { name: 'Autoexcluir' }));
    const sheet = screen.getByRole('dialog', { name: 'Confirmar autoexclusão' });
    expect(sheet.textContent).toContain('A autoexclusão vai até 28/02/2027 às 15:00');
  });

  it('preselects no self-exclusion period', () => {
    renderWithProviders(<PausePanel status={protectionStatus()} />);
    expect(screen.getByRole('button', { name: 'Autoexcluir' })).toBeDisabled();
  });
});
