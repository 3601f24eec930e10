import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp, signedIn } from '#/test/renderApp.tsx';
import { STORAGE_KEY, WRITE_INTERVAL_MS } from '../persistedState.ts';
import { makeStore } from '../store.ts';
import { mediaQueries } from './media.ts';
import { modeChosen, sidebarColourChosen } from './themeSlice.ts';

/** A browser as wide as the fixed sidebar's layout (jsdom answers "no match" otherwise). */
function wideScreen() {
  const narrow = window.matchMedia.bind(window);
  window.matchMedia = (query: string) =>
    Object.assign(narrow(query), { matches: query === mediaQueries.layout });
  return () => {
    window.matchMedia = narrow;
  };
}

describe('theme settings in the user menu', () => {
  it('offers no sidebar colour on a phone, where the menu is a drawer', async () => {
    const user = userEvent.setup();
    renderApp('/admin/withdraw', { session: signedIn });
    await user.click(await screen.findByRole('button', { name: /menu do usuário/ }));
    expect(screen.getByRole('radio', { name: 'Claro' })).toBeInTheDocument();
    expect(screen.queryByText('Cor do menu lateral')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Verde' })).not.toBeInTheDocument();
  });

  it('changes the sidebar colour and the mode', async () => {
    const restore = wideScreen();
    onTestFinished(restore);
    const user = userEvent.setup();
    const { store } = renderApp('/admin/withdraw', { session: signedIn });
    await user.click(await screen.findByRole('button', { name: /menu do usuário/ }));
    await user.click(screen.getByRole('radio', { name: 'Verde' }));
    await user.click(screen.getByRole('radio', { name: 'Claro' }));
    expect(store.getState().theme).toEqual({ sidebar: 'green', mode: 'light' });
    // The drawer now takes the light set's green tint (both choices at once).
    const styles = [...document.querySelectorAll('style')]
      .map((style) => style.textContent)
      .join('');
    expect(styles.replace(/\s/g, '')).toContain('background:#e6f6ef');
  });

  it('is remembered across reloads, and the api cache is not', () => {
    vi.useFakeTimers();
    const first = makeStore(undefined, { storage: localStorage });
    first.dispatch(modeChosen('light'));
    first.dispatch(sidebarColourChosen('blue'));
    vi.advanceTimersByTime(WRITE_INTERVAL_MS);
    vi.useRealTimers();
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as object;
    expect(Object.keys(stored).sort()).toEqual(['session', 'theme', 'version']);

    const reloaded = makeStore(undefined, { storage: localStorage });
    expect(reloaded.getState().theme).toEqual({ sidebar: 'blue', mode: 'light' });
  });
});
