// Whether this device has answered the gate dialog,
// under its own storage key: one flag, never cleared by signing out, read
// once when the store is made and written as soon as the store knows it.
export const GATE_STORAGE_KEY = 'velas.gate';
const ANSWERED = 'answered';

export function readGateAnswered(storage: Storage): boolean {
  try {
    return storage.getItem(GATE_STORAGE_KEY) === ANSWERED;
  } catch {
    // Storage the browser refuses: the gate asks again, as on a new device.
    return false;
  }
}

interface GateStore {
  getState(): { gate: { answered: boolean } };
  subscribe(listener: () => void): () => void;
}

/**
 * Writes the answer once: at once when the store starts answered by a kept
 * session, else when it comes. Returns the stop.
 */
export function rememberGateAnswer(store: GateStore, storage: Storage): () => void {
  let written = readGateAnswered(storage);
  const write = () => {
    if (written || !store.getState().gate.answered) return;
    written = true;
    try {
      storage.setItem(GATE_STORAGE_KEY, ANSWERED);
    } catch {
      // A full or refused storage: the gate asks again after a reload.
    }
  };
  write();
  return store.subscribe(write);
}
