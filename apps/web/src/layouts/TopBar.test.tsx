import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it, vi } from 'vitest';
import * as fixtures from '../test/fixtures.ts';
import { API } from '../test/handlers.ts';
import { renderApp, signedIn } from '../test/renderApp.tsx';
import { server } from '../test/server.ts';
import { firstName } from './UserMenu.tsx';
import { ME_FAILURE_REDIRECT_MS } from './useSessionUser.ts';

describe('top bar', () => {
  it('shows the balance in R$ with two decimals and refreshes it', async () => {
    let balance = 123456;
    server.use(
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({
          id: 7,
          name: 'Demo',
          email: 'demo@example.com',
          document: { number: '52998224725' },
          balance,
          kycApproved: true,
        }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin/withdraw', { session: signedIn });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByText('R$ 1.234,56')).toBeInTheDocument();
    balance = 500;
    await user.click(within(header).getByRole('button', { name: 'Atualizar saldo' }));
    expect(await within(header).findByText('R$ 5,00')).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Depositar' }).getAttribute('href')).toBe(
      '/admin/deposit',
    );
  });

  it('stays on top while scrolling, but scrolls away rather than slide over a game', async () => {
    const { unmount } = renderApp('/admin/withdraw', { session: signedIn });
    expect(getComputedStyle(await screen.findByRole('banner')).position).toBe('sticky');
    unmount();
    renderApp('/admin/games?jogar=3836', { session: signedIn });
    await screen.findByTitle('Mines Pro');
    expect(getComputedStyle(screen.getByRole('banner')).position).toBe('relative');
  });

  it('holds one deposit entry: Pix rápido waits in the account menu', async () => {
    const user = userEvent.setup();
    renderApp('/admin/games', { session: signedIn });
    const header = await screen.findByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Depositar' })).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Pix rápido' })).not.toBeInTheDocument();
    await user.click(within(header).getByRole('button', { name: /menu do usuário/ }));
    expect(within(header).getByRole('button', { name: 'Pix rápido' })).toBeInTheDocument();
  });

  it.each(['/admin/games', '/admin/history-aviator'])(
    'keeps Depositar outlined on %s, so the screen own main button is the filled one',
    async (path) => {
      renderApp(path, { session: signedIn });
      const header = await screen.findByRole('banner');
      const deposit = await within(header).findByRole('link', { name: 'Depositar' });
      expect(getComputedStyle(deposit).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    },
  );

  it('shows no Depositar while a pause refuses deposits', async () => {
    server.use(
      http.get(`${API}/api/protection/status`, () =>
        HttpResponse.json(fixtures.pausedProtectionStatus()),
      ),
    );
    renderApp('/admin/games', { session: signedIn });
    const header = await screen.findByRole('banner');
    await waitFor(() => {
      expect(within(header).queryByRole('link', { name: 'Depositar' })).not.toBeInTheDocument();
    });
    expect(within(header).getByRole('button', { name: 'Atualizar saldo' })).toBeInTheDocument();
  });

  it('signs out: revokes the token, clears the session and goes to login', async () => {
    let revoked: string | null = null;
    server.use(
      http.post(`${API}/api/auth/logout`, ({ request }) => {
        revoked = request.headers.get('authorization');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const user = userEvent.setup();
    const { store, router } = renderApp('/admin/withdraw', { session: signedIn });
    await user.click(await screen.findByRole('button', { name: /menu do usuário/ }));
    await user.click(screen.getByRole('button', { name: 'Sair' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/login');
    });
    expect(revoked).toBe(`Bearer ${signedIn.apiToken ?? ''}`);
    expect(store.getState().session.apiToken).toBeNull();
  });

  it('on a failed user fetch shows the error, then after 2 s clears the session', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({ message: commonMessages.internalError, errors: {} }, { status: 500 }),
      ),
    );
    const { router } = renderApp('/admin/withdraw', { session: signedIn });
    expect(
      await screen.findByText(`${authMessages.userInfoFailed}: ${commonMessages.internalError}`),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/withdraw');
    await vi.advanceTimersByTimeAsync(ME_FAILURE_REDIRECT_MS);
    await waitFor(() => {
      expect(router.state.location.pathname).toBe('/auth/login');
    });
    vi.useRealTimers();
  });

  // Shown by a media query under 993 px, which jsdom does not evaluate, so the
  // bar is hidden here and found by its label rather than by accessible name.
  it('renders the bottom navigation with Menu, which opens the sidebar drawer', async () => {
    const user = userEvent.setup();
    renderApp('/admin/dashboard', { session: signedIn });
    await screen.findByRole('banner');
    const bottom = document.querySelector<HTMLElement>('nav[aria-label="Navegação inferior"]');
    if (!bottom) throw new Error('sem navegação inferior');
    const items = within(bottom).getAllByRole('link', { hidden: true });
    // One short word of each title, so no label wraps at 360 px and the tab
    // agrees with the screen's title; the full title stays its name.
    expect(items.map((link) => link.textContent)).toEqual(['Operações', 'Histórico', 'Horários']);
    expect(items.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Operações: Minhas operações',
      'Histórico: Histórico Aviator',
      'Horários: Horários Aviator',
    ]);
    expect(items.map((link) => link.getAttribute('title'))).toEqual([
      'Minhas operações',
      'Histórico Aviator',
      'Horários Aviator',
    ]);
    expect(items[0]?.className).toContain('active');
    const menu = within(bottom).getByRole('button', { hidden: true });
    expect(menu.textContent).toBe('Menu');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
  });

  it('names the player by the first name, the same before and after the verification', async () => {
    expect(firstName('Paula T. C.')).toBe('Paula');
    expect(firstName('Paula Teste Costa')).toBe('Paula');
    expect(firstName('  ')).toBeNull();
    server.use(
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({
          id: 7,
          name: 'Paula T. C.',
          email: 'paula@example.com',
          document: { number: '52998224725' },
          balance: 0,
          kycApproved: false,
        }),
      ),
    );
    renderApp('/admin/withdraw', { session: signedIn });
    expect(
      await screen.findByRole('button', { name: 'Paula: menu do usuário' }),
    ).toBeInTheDocument();
  });

  it.each(['/admin/deposit', '/admin/dashboard', '/admin/withdraw', '/admin/history-aviator'])(
    'keeps Depositar in the header on %s: the header is the same on every screen',
    async (path) => {
      renderApp(path, { session: signedIn });
      const header = await screen.findByRole('banner');
      expect(await within(header).findByText('R$ 1.234,56')).toBeInTheDocument();
      const deposit = await within(header).findByRole('link', { name: 'Depositar' });
      // On the deposit screen it says it is the screen shown.
      expect(deposit.getAttribute('aria-current')).toBe(path === '/admin/deposit' ? 'page' : null);
    },
  );

  it('leads a player not verified yet to the verification, not to a deposit it would refuse', async () => {
    server.use(
      http.get(`${API}/api/auth/me`, () =>
        HttpResponse.json({ ...fixtures.me, kycApproved: false }),
      ),
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    const user = userEvent.setup();
    renderApp('/admin/games', { session: signedIn });
    const header = await screen.findByRole('banner');
    const verify = await within(header).findByRole('button', { name: 'Verificar identidade' });
    expect(verify).toHaveTextContent('Verificar');
    expect(within(header).queryByRole('link', { name: 'Depositar' })).not.toBeInTheDocument();
    await user.click(verify);
    expect(
      await screen.findByRole('dialog', { name: plainWordsMessages.identityVerification }),
    ).toBeInTheDocument();
  });

  it.each([
    [0, null],
    [12, 'Sessão: 12 min'],
  ])('with a session of %i min, shows under the balance %s', async (minutes, shown) => {
    const now = Date.now();
    server.use(
      http.get(`${API}/api/protection/status`, () =>
        HttpResponse.json({
          ...fixtures.protectionStatus(now),
          session: {
            // Half a minute more: the screen counts on from the answer's arrival.
            startedAt: new Date(now - (minutes + 0.5) * 60_000).toISOString(),
            endsAt: null,
            blockedUntil: null,
          },
        }),
      ),
    );
    renderApp('/admin/games', { session: signedIn });
    const header = await screen.findByRole('banner');
    await within(header).findByText('R$ 1.234,56');
    if (shown === null) {
      // "Sessão: 0 min" says nothing.
      await waitFor(() => {
        expect(screen.queryByTestId('session-clock')?.textContent ?? '').not.toMatch(/Sessão/);
      });
    } else {
      await waitFor(() => {
        expect(screen.getByTestId('session-clock').textContent.replace(/\u00a0/g, ' ')).toContain(
          shown,
        );
      });
    }
  });
});
