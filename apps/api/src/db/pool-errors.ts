// A cut connection makes pg emit 'error' on the pool (idle client) or on the
// client (checked out); unheard, either would crash the process. The pool
// replaces the client, so each is reported, not thrown.
import type pg from 'pg';

export type ConnectionErrorReport = (error: Error) => void;

export interface PoolErrors {
  onConnectionError: (report: ConnectionErrorReport) => void;
  /** Reports what pg does not emit (a failed attempt to listen again), once like the rest. */
  report: ConnectionErrorReport;
}

/**
 * Hears `pool`'s connection errors for the reports subscribed. An idle
 * client's error reaches both the client's listener and the pool's: it is
 * reported once.
 */
export function watchPoolErrors(pool: pg.Pool): PoolErrors {
  const reports = new Set<ConnectionErrorReport>();
  const reported = new WeakSet<Error>();
  const hear = (error: Error) => {
    if (reported.has(error)) return;
    reported.add(error);
    for (const report of reports) report(error);
  };
  pool.on('error', hear);
  // A checked-out client (a transaction between two queries, the LISTEN
  // connection) has no listener of its own: its query fails as well, and the
  // pool drops a client whose connection is gone when it is released.
  pool.on('connect', (client) => {
    client.on('error', hear);
  });
  return {
    onConnectionError: (report) => {
      reports.add(report);
    },
    report: hear,
  };
}
