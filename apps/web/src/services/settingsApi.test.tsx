import { cleanup, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as fixtures from '../test/fixtures';
import { API } from '../test/handlers';
import { server } from '../test/server';

/** The module as a new page loads it: it reads what an earlier page kept. */
async function freshPage() {
  vi.resetModules();
  const { renderWithProviders } = await import('../test/renderWithProviders');
  const { DemoBanner } = await import('../components/demo/DemoBanner');
  return { renderWithProviders, DemoBanner };
}

const NOTICE = 'Ambiente de demonstração: nenhum dinheiro real é movimentado.';

describe('public settings kept on the device', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('keeps the answer, so the next page shows it before its own call answers', async () => {
    const first = await freshPage();
    first.renderWithProviders(<first.DemoBanner />);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();
    cleanup();

    // The next page: its call never answers, yet the banner is there at once.
    server.use(http.get(`${API}/api/settings/public`, () => new Promise<never>(() => undefined)));
    const next = await freshPage();
    next.renderWithProviders(<next.DemoBanner />);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
  });

  it('lets a new answer replace the kept one', async () => {
    const first = await freshPage();
    first.renderWithProviders(<first.DemoBanner />);
    expect(await screen.findByText(NOTICE)).toBeInTheDocument();

    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
    );
    cleanup();
    const next = await freshPage();
    next.renderWithProviders(<next.DemoBanner />);
    expect(screen.getByText(NOTICE)).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    });
  });

  it('does not use a kept answer that lacks what the screens read', async () => {
    localStorage.setItem('velas:public-settings:local', JSON.stringify({ mode: 'demo' }));
    server.use(http.get(`${API}/api/settings/public`, () => new Promise<never>(() => undefined)));
    const page = await freshPage();
    page.renderWithProviders(<page.DemoBanner />);
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});
