import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test/memoryStorage.ts';
import { STORAGE_KEY, WRITE_INTERVAL_MS } from './persistedState.ts';
import { emptySession, loggedIn, loggedOut, userLoaded } from './session/sessionSlice.ts';
import { makeStore } from './store.ts';
import { modeChosen, sidebarColourChosen } from './theme/themeSlice.ts';

const signIn = loggedIn(
  { access_token: 'token-1', expires_in: 3600, expirationDate: '2026-11-29T05:00:00.000Z' },
  'demo@example.com',
);

const defaultTheme = { sidebar: 'primary', mode: 'dark' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the persisted session and theme', () => {
  it('survive a reload: a store made again from the same storage starts where the last left', () => {
    const storage = memoryStorage();
    const first = makeStore(undefined, { storage });
    first.dispatch(signIn);
    first.dispatch(userLoaded({ id: 7, cpf: '52998224725', user: 'Demo da Silva' }));
    first.dispatch(modeChosen('light'));
    vi.advanceTimersByTime(WRITE_INTERVAL_MS);

    const reloaded = makeStore(undefined, { storage });
    expect(reloaded.getState().session).toEqual(first.getState().session);
    expect(reloaded.getState().session.apiToken).toBe('token-1');
    expect(reloaded.getState().theme).toEqual({ sidebar: 'primary', mode: 'light' });
    // Never the api cache.
    expect(JSON.parse(storage.getItem(STORAGE_KEY) ?? '')).not.toHaveProperty('api');
  });

  it.each([
    ['not JSON', '{"session":'],
    ['an older shape (redux-persist)', JSON.stringify({ session: '{}', _persist: '{}' })],
    ['another version', JSON.stringify({ version: 1, session: emptySession, theme: defaultTheme })],
    [
      'a wrong type',
      JSON.stringify({
        version: 2,
        session: { ...emptySession, apiToken: 42 },
        theme: defaultTheme,
      }),
    ],
    [
      'a fractional id',
      JSON.stringify({ version: 2, session: { ...emptySession, id: 7.5 }, theme: defaultTheme }),
    ],
    [
      'a missing field',
      JSON.stringify({
        version: 2,
        session: { ...emptySession, cpf: undefined },
        theme: defaultTheme,
      }),
    ],
    [
      'an unknown theme',
      JSON.stringify({
        version: 2,
        session: emptySession,
        theme: { sidebar: 'pink', mode: 'dark' },
      }),
    ],
  ])('ignores %s: signed out, the default theme', (_case, stored) => {
    const store = makeStore(undefined, { storage: memoryStorage({ [STORAGE_KEY]: stored }) });
    expect(store.getState().session).toEqual(emptySession);
    expect(store.getState().theme).toEqual(defaultTheme);
  });

  it('keeps only the fields of its own that a stored state carries', () => {
    const stored = JSON.stringify({
      version: 2,
      session: { ...emptySession, apiToken: 'token-1', isAdmin: true },
      theme: { ...defaultTheme, font: 'comic' },
    });
    const store = makeStore(undefined, { storage: memoryStorage({ [STORAGE_KEY]: stored }) });
    expect(store.getState().session).toEqual({ ...emptySession, apiToken: 'token-1' });
    expect(store.getState().theme).toEqual(defaultTheme);
  });

  it('ignores a storage the browser refuses', () => {
    const refusing = {
      ...memoryStorage(),
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    const store = makeStore(undefined, { storage: refusing });
    store.dispatch(signIn);
    expect(store.getState().session.apiToken).toBe('token-1');
  });

  it('signing out clears the stored session at once, keeping the theme', () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage });
    store.dispatch(sidebarColourChosen('green'));
    store.dispatch(signIn);
    // Signing in is written at once, without waiting for the interval.
    expect(makeStore(undefined, { storage }).getState().session.apiToken).toBe('token-1');

    store.dispatch(loggedOut());
    const reloaded = makeStore(undefined, { storage });
    expect(reloaded.getState().session).toEqual(emptySession);
    expect(reloaded.getState().theme).toEqual({ sidebar: 'green', mode: 'dark' });
  });

  it('writes a burst of changes once, after the interval', () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage });
    store.dispatch(modeChosen('light'));
    store.dispatch(sidebarColourChosen('blue'));
    store.dispatch(modeChosen('dark'));
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(WRITE_INTERVAL_MS);
    expect(storage.writes).toBe(1);
    // Actions that touch neither slice write nothing.
    store.dispatch({ type: 'unrelated' });
    vi.advanceTimersByTime(WRITE_INTERVAL_MS);
    expect(storage.writes).toBe(1);
  });

  it('a page being left writes what is pending', () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage });
    store.dispatch(modeChosen('light'));
    dispatchEvent(new Event('pagehide'));
    expect(storage.writes).toBe(1);
  });
});
