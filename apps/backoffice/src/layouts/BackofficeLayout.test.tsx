import { act, fireEvent, screen, within } from '@testing-library/react';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute, staffMe } from '../test/renderRoute.tsx';
import { IDLE_MS } from './useIdleExpiry.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('the layout', () => {
  it('the menu shows only the screens the role reaches', async () => {
    renderRoute('/jogadores', staffMe('support'));
    const menu = await screen.findByRole('navigation', { name: backofficeTexts.mainMenu });
    expect(
      within(menu).getByRole('link', { name: backofficeTexts.navPlayers }),
    ).toBeInTheDocument();
    for (const hidden of [
      backofficeTexts.navQueues,
      backofficeTexts.navProposals,
      backofficeTexts.navReconciliation,
      backofficeTexts.navAudit,
      backofficeTexts.navStaff,
    ])
      expect(within(menu).queryByRole('link', { name: hidden })).toBeNull();
    expect(within(menu).getByRole('button', { name: backofficeTexts.signOut })).toBeInTheDocument();
  });

  it('15 idle minutes send back to sign-in, saying why', async () => {
    renderRoute('/jogadores', staffMe('support'));
    // The screen's chunk loads first (app/router.tsx); then a key press starts the idle count.
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.searchTitle }),
    ).toBeInTheDocument();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.keyDown(window);
    act(() => {
      vi.advanceTimersByTime(IDLE_MS - 1000);
    });
    expect(screen.getByRole('heading', { name: backofficeTexts.searchTitle })).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    vi.useRealTimers();
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.signInTitle }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(backofficeTexts.sessionExpired);
  });
});
