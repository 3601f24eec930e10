import { randomSourceFrom } from '@velas/analysis/signals/random-source';
import { protectionMessages } from '@velas/domain/protection';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { expect, it } from 'vitest';
import { protectionStatus } from '../../test/fixtures';
import { API } from '../../test/handlers';
import { server } from '../../test/server';
import { renderWithProviders } from '../../test/renderWithProviders';
import { EntrySignalPanel } from './EntrySignalPanel';

it('while the api refuses play, no signal starts and its reason is shown', async () => {
  const endsAt = Date.parse('2026-03-11T18:00:00.000Z');
  server.use(
    http.get(`${API}/api/protection/status`, () =>
      HttpResponse.json({ ...protectionStatus(), refusal: protectionMessages.paused(endsAt) }),
    ),
  );
  renderWithProviders(<EntrySignalPanel random={randomSourceFrom(() => 0)} />);
  expect(await screen.findByRole('alert')).toHaveTextContent(protectionMessages.paused(endsAt));
  expect(screen.getByRole('button', { name: 'Gerar Sinal' })).toBeDisabled();
});
