// A query's states in one place: what the failure says, a status while the
// first answer is on its way, then what the screen draws from the answer.
// Each app says how it words the first two (the back office's FailureNotice,
// the web app's own texts per card). A failure hides an older answer, so
// nobody reads the last answer under the new one's error.
import type { ReactNode } from 'react';

/** What a query hook (useXQuery, or a useLazyXQuery's result) says of its call. */
export interface QueryState<Data> {
  data?: Data | undefined;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
}

export function QueryView<Data>({
  query,
  loading,
  failure,
  children,
}: {
  query: QueryState<Data>;
  /** Shown while the first answer is on its way. */
  loading: ReactNode;
  /** Shown instead of any answer once the call failed. */
  failure: (error: unknown) => ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return failure(query.error);
  // A lazy query not yet run has neither answer nor call: nothing to show.
  if (query.data === undefined) return query.isLoading ? loading : null;
  return children(query.data);
}
