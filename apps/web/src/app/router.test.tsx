import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, signedIn } from '../test/renderApp.tsx';

describe('router', () => {
  it.each(['/', '/nada', '/admin/nao-existe', '/auth/nao-existe', '/admin'])(
    'sends %s to the login screen when signed out',
    async (path) => {
      const { router } = renderApp(path);
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/auth/login');
      });
    },
  );

  it('sends a signed-out person away from the signed-in layout', async () => {
    const { router } = renderApp('/admin/deposit');
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/login');
    });
  });

  it.each(['/auth/login', '/auth/register/ROLE_LOTOGREEN'])(
    'sends a signed-in person from %s to the dashboard',
    async (path) => {
      const { router } = renderApp(path, { session: signedIn });
      await waitFor(() => {
        expect(router.state.location.pathname).toBe('/admin/dashboard');
      });
    },
  );

  it('keeps the sales pages open to a signed-in person', async () => {
    const { router } = renderApp('/auth/mentoria', { session: signedIn });
    await screen.findByRole('heading', { level: 1, name: /mentoria/i });
    expect(router.state.location.pathname).toBe('/auth/mentoria');
  });

  it.each([
    ['/admin/withdraw', 'Sacar'],
    ['/admin/deposit', 'Depositar'],
    ['/rtl/games', 'Todos os Jogos'],
  ])('titles the navbar of %s "%s"', async (path, title) => {
    renderApp(path, { session: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  });

  it.each([
    ['/admin/withdraw', 'Saque'],
    ['/admin/deposit', 'Depósito Seguro!'],
  ])('gives %s one heading on a phone, its own "%s"', async (path, heading) => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: /max-width/.test(query),
      addEventListener() {},
      removeEventListener() {},
    }));
    try {
      renderApp(path, { session: signedIn });
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("titles a game opened from the lobby with the game's name, in the navbar and the tab", async () => {
    renderApp('/admin/games?jogar=3836', { session: signedIn });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mines Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Todos os Jogos' })).toBeNull();
    await waitFor(() => {
      expect(document.title).toBe('Mines Pro · Velas');
    });
  });

  it('lays /rtl out right to left', async () => {
    const { container } = renderApp('/rtl/dashboard', { session: signedIn });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[dir="rtl"]')).not.toBeNull();
  });
});
