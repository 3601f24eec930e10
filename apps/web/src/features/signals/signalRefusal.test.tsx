import { fireEvent, screen } from '@testing-library/react';
import { randomSourceFrom } from '@velas/analysis/signals/random-source';
import { gamesMessages } from '@velas/domain/messages/games';
import { protectionRefusals } from '@velas/domain/protection';
import { http, HttpResponse } from 'msw/http';
import { expect, it, vi } from 'vitest';
import { protectionStatus } from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { EntrySignalPanel } from './EntrySignalPanel.tsx';

it('while the api refuses play, no signal starts and its reason is shown', async () => {
  const endsAt = Date.parse('2026-03-11T18:00:00.000Z');
  server.use(
    http.get(`${API}/api/protection/status`, () =>
      HttpResponse.json({ ...protectionStatus(), refusal: protectionRefusals.paused(endsAt) }),
    ),
  );
  renderWithProviders(<EntrySignalPanel random={randomSourceFrom(() => 0)} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(protectionRefusals.paused(endsAt));
  expect(screen.getByRole('button', { name: gamesMessages.signalDraw })).toBeDisabled();
});

it('asks the api for a permit before each signal and draws nothing when it is refused', async () => {
  const reason = protectionRefusals.sessionLimitReached(60, Date.parse('2026-03-11T18:15:00.000Z'));
  let permits = 0;
  // The status was read before the limit was reached; only the permit knows.
  server.use(
    http.post(`${API}/api/signals/permit`, () => {
      permits += 1;
      return HttpResponse.json({ message: reason, errors: {} }, { status: 403 });
    }),
  );
  renderWithProviders(<EntrySignalPanel random={randomSourceFrom(() => 0)} />);
  const request = await screen.findByRole('button', { name: gamesMessages.signalDraw });
  await vi.waitFor(() => {
    expect(request).toBeEnabled();
  });
  fireEvent.click(request);
  expect(await screen.findByRole('alert')).toHaveTextContent(reason);
  expect(permits).toBe(1);
  expect(screen.queryByText(gamesMessages.signalGenerated)).not.toBeInTheDocument();
});
