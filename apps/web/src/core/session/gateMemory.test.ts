import { describe, expect, it } from 'vitest';
import { memoryStorage } from '#/test/memoryStorage.ts';
import { STORAGE_KEY } from '../persistedState.ts';
import { makeStore } from '../store.ts';
import { GATE_STORAGE_KEY } from './gateMemory.ts';
import { gateAnswered } from './gateSlice.ts';
import { loggedIn, loggedOut } from './sessionSlice.ts';

const signIn = loggedIn(
  { access_token: 'token-1', expires_in: 3600, expirationDate: '2099-01-01T00:00:00.000Z' },
  'demo@example.com',
);

describe('the gate answer kept on this device', () => {
  it('starts unanswered on a new device, and an answer survives a reload', () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage });
    expect(store.getState().gate.answered).toBe(false);
    store.dispatch(gateAnswered());
    expect(storage.getItem(GATE_STORAGE_KEY)).toBe('answered');
    expect(makeStore(undefined, { storage }).getState().gate.answered).toBe(true);
  });

  it('is answered by a sign-in, and signing out does not ask again', () => {
    const storage = memoryStorage();
    const store = makeStore(undefined, { storage });
    store.dispatch(signIn);
    store.dispatch(loggedOut());
    expect(store.getState().gate.answered).toBe(true);
    expect(makeStore(undefined, { storage }).getState().gate.answered).toBe(true);
  });

  it('counts a session kept from an earlier visit as a sign-in here', () => {
    const kept = makeStore(undefined, { storage: memoryStorage() });
    kept.dispatch(signIn);
    const { session, theme } = kept.getState();
    const storage = memoryStorage({
      [STORAGE_KEY]: JSON.stringify({ version: 2, session, theme }),
    });
    expect(makeStore(undefined, { storage }).getState().gate.answered).toBe(true);
    // Kept apart from the session, so signing out on this visit keeps it.
    expect(storage.getItem(GATE_STORAGE_KEY)).toBe('answered');
  });

  it('asks again where the storage refuses to be read', () => {
    const storage = {
      ...memoryStorage(),
      getItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(makeStore(undefined, { storage }).getState().gate.answered).toBe(false);
  });
});
