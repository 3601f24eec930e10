// The pt-BR words of this folder's screens (docs/architecture.md#texts).

/** A no-break space: "9 min" and "1 h 05 min" never split across lines. */
const NBSP = '\u00a0';

export const responsiblePlayCopy = {
  /**
   * The session's length in words beside the balance: "Sessão: 9 min",
   * "Sessão: 1 h 05 min", "Sessão: 0 min" in its first minute; "00:09" read as nine seconds beside a balance.
   */
  sessionLength(minutes: number): string {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `Sessão: ${String(rest)}${NBSP}min`;
    return `Sessão: ${String(hours)}${NBSP}h${NBSP}${String(rest).padStart(2, '0')}${NBSP}min`;
  },
};
