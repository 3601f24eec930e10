// What survives a reload (docs/product.md#session): the session keys and the
// theme choice, never the RTK Query cache. Read once, synchronously, when the
// store is made, so the first render already knows who is signed in; written
// by a store subscriber. Anything stored that does not match the schema (an
// older shape, a hand edit, a broken write) is ignored and the app starts
// signed out with the default theme.
//
// zod/mini, not zod: this runs before the first paint, where the full zod and
// the domain's schemas must not be (docs/architecture.md#phone-performance).
import * as z from 'zod/mini';
import type { SessionState } from './session/sessionSlice';
import { SIDEBAR_COLOURS, type ThemeState } from './theme/themeSlice';

export const STORAGE_KEY = 'velas';

/** A change is written at most this often; signing in or out is written at once. */
export const WRITE_INTERVAL_MS = 500;

const text = z.nullable(z.string());
const whole = z.nullable(z.int());

const storedSchema = z.object({
  version: z.literal(2),
  session: z.object({
    apiToken: text,
    expires: z.nullable(z.number()),
    expirationDate: text,
    email: text,
    id: whole,
    cpf: text,
    user: text,
    userId: whole,
  }),
  theme: z.object({ sidebar: z.enum(SIDEBAR_COLOURS), mode: z.enum(['dark', 'light']) }),
});

export interface PersistedState {
  session: SessionState;
  theme: ThemeState;
}

/** The stored state, or undefined when there is none or it is not ours to trust. */
export function readPersistedState(storage: Storage): PersistedState | undefined {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw === null) return undefined;
    const stored = storedSchema.safeParse(JSON.parse(raw));
    if (!stored.success) return undefined;
    return { session: stored.data.session, theme: stored.data.theme };
  } catch {
    // Unparsable JSON, or storage the browser refuses (private modes, quotas).
    return undefined;
  }
}

function write(storage: Storage, state: PersistedState) {
  try {
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify({ version: 2, session: state.session, theme: state.theme }),
    );
  } catch {
    // A full or refused storage keeps the app working; the keys are lost on reload.
  }
}

interface PersistingStore {
  getState(): PersistedState;
  subscribe(listener: () => void): () => void;
}

/**
 * Writes the persisted slices whenever they change: a throttled write, except
 * a change of token (sign-in, sign-out, an expired session), written at once
 * so a signed-out token never outlives the tap; a page being left writes what
 * is pending. Returns the stop, which writes it too.
 */
export function persistChanges(store: PersistingStore, storage: Storage): () => void {
  let written = store.getState();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const changed = ({ session, theme }: PersistedState) =>
    session !== written.session || theme !== written.theme;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const state = store.getState();
    if (!changed(state)) return;
    written = { session: state.session, theme: state.theme };
    write(storage, written);
  };
  const unsubscribe = store.subscribe(() => {
    const state = store.getState();
    if (!changed(state)) return;
    if (state.session.apiToken !== written.session.apiToken) flush();
    else timer ??= setTimeout(flush, WRITE_INTERVAL_MS);
  });
  addEventListener('pagehide', flush);
  return () => {
    removeEventListener('pagehide', flush);
    unsubscribe();
    flush();
  };
}
