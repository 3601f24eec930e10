// A query's states in one place: the api's failure in its own words, a
// status while the first answer is on its way, then what the screen draws
// from the answer. A failure hides an older answer, so nobody reads the last
// search or the last day's report under the new one's error.
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import type { ReactNode } from 'react';
import { FailureNotice } from './FailureNotice';

/** What a query hook (useXQuery, or a useLazyXQuery's result) says of its call. */
export interface QueryState<Data> {
  data?: Data | undefined;
  error?: unknown;
  isError: boolean;
  isLoading: boolean;
}

export function QueryView<Data>({
  query,
  children,
}: {
  query: QueryState<Data>;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError) return <FailureNotice error={query.error} />;
  if (query.data === undefined)
    return query.isLoading ? <p role="status">{backofficeTexts.loading}</p> : null;
  return children(query.data);
}
