import { act, fireEvent, screen, within } from '@testing-library/react';
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, staffMe } from '../test/renderRoute';
import { IDLE_MS } from './useIdleExpiry';

afterEach(() => {
  vi.useRealTimers();
});

describe('the layout', () => {
  it('the menu shows only the screens the role reaches', async () => {
    renderRoute('/jogadores', staffMe('support'));
    const menu = await screen.findByRole('navigation', { name: t.mainMenu });
    expect(within(menu).getByRole('link', { name: t.navPlayers })).toBeInTheDocument();
    for (const hidden of [t.navQueues, t.navProposals, t.navReconciliation, t.navAudit, t.navStaff])
      expect(within(menu).queryByRole('link', { name: hidden })).toBeNull();
    expect(within(menu).getByRole('button', { name: t.signOut })).toBeInTheDocument();
  });

  it('15 idle minutes send back to sign-in, saying why', async () => {
    renderRoute('/jogadores', staffMe('support'));
    // The screen's chunk loads first (app/router.tsx); then a key press starts the idle count.
    expect(await screen.findByRole('heading', { name: t.searchTitle })).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.keyDown(window);
    act(() => {
      vi.advanceTimersByTime(IDLE_MS - 1000);
    });
    expect(screen.getByRole('heading', { name: t.searchTitle })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    expect(await screen.findByRole('heading', { name: t.signInTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(t.sessionExpired);
  });
});
