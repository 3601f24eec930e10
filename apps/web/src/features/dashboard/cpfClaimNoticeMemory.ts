// Whether this player closed the "cadastro antigo encerrado" notice on this
// device, under its own storage key per player id. The api only says that a
// claim was granted, and keeps saying so; the notice is news once, so its
// dismissal is kept here.
const keyOf = (playerId: number) => `velas.cpfClaimNotice.${String(playerId)}`;
const CLOSED = 'closed';

/** `storage`: the device's localStorage unless given (tests). */
export function cpfClaimNoticeClosed(storage: Storage | undefined, playerId: number): boolean {
  try {
    return (storage ?? window.localStorage).getItem(keyOf(playerId)) === CLOSED;
  } catch {
    // Storage the browser refuses: the notice shows again, and can be closed again.
    return false;
  }
}

export function closeCpfClaimNotice(storage: Storage | undefined, playerId: number): void {
  try {
    (storage ?? window.localStorage).setItem(keyOf(playerId), CLOSED);
  } catch {
    // A full or refused storage: the notice is closed until the next visit.
  }
}
