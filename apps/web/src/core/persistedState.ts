// What survives a reload, read once when the store is
// made. Checked by hand, not with zod: this runs before the first paint, and zod
// would put its whole core in front of it (docs/architecture.md#phone-performance).
import type { SessionState } from './session/sessionSlice.ts';
import { SIDEBAR_COLOURS, type ThemeState } from './theme/themeSlice.ts';

export const STORAGE_KEY = 'velas';

/** A change is written at most this often; signing in or out is written at once. */
export const WRITE_INTERVAL_MS = 500;

const TEXT_FIELDS = ['apiToken', 'expirationDate', 'email', 'cpf', 'user'] as const;
const NUMBER_FIELDS = ['expires', 'id', 'userId'] as const;
const WHOLE_FIELDS = new Set<string>(['id', 'userId']);
const THEME_MODES: readonly string[] = ['dark', 'light'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSession(value: unknown): value is SessionState {
  if (!isRecord(value)) return false;
  return (
    TEXT_FIELDS.every((field) => value[field] === null || typeof value[field] === 'string') &&
    NUMBER_FIELDS.every((field) => {
      const number = value[field];
      if (number === null) return true;
      if (typeof number !== 'number' || !Number.isFinite(number)) return false;
      return !WHOLE_FIELDS.has(field) || Number.isSafeInteger(number);
    })
  );
}

/** The session's own fields only: whatever else was stored is dropped. */
function pickSession(stored: SessionState): SessionState {
  const { apiToken, expires, expirationDate, email, id, cpf, user, userId } = stored;
  return { apiToken, expires, expirationDate, email, id, cpf, user, userId };
}

function isTheme(value: unknown): value is ThemeState {
  return (
    isRecord(value) &&
    (SIDEBAR_COLOURS as readonly unknown[]).includes(value.sidebar) &&
    THEME_MODES.includes(value.mode as string)
  );
}

export interface PersistedState {
  session: SessionState;
  theme: ThemeState;
}

/** The stored state, or undefined when there is none or it is not ours to trust. */
export function readPersistedState(storage: Storage): PersistedState | undefined {
  try {
    const raw = storage.getItem(STORAGE_KEY);
    if (raw === null) return undefined;
    const stored: unknown = JSON.parse(raw);
    if (!isRecord(stored) || stored.version !== 2) return undefined;
    const { session, theme } = stored;
    if (!isSession(session) || !isTheme(theme)) return undefined;
    return { session: pickSession(session), theme: { sidebar: theme.sidebar, mode: theme.mode } };
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
