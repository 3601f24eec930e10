// A failure hides an older answer, so nobody reads the last answer under the new one's error.
import type { ReactNode } from 'react';

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
  loading: ReactNode;
  failure: (error: unknown) => ReactNode;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return failure(query.error);
  // A lazy query not yet run has neither answer nor call: nothing to show.
  if (query.data === undefined) return query.isLoading ? loading : null;
  return children(query.data);
}
