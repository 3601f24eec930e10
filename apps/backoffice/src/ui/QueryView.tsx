import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { QueryView as SharedQueryView, type QueryState } from '@velas/web-core/ui/QueryView';
import type { ReactNode } from 'react';
import { FailureNotice } from './FailureNotice.tsx';

export type { QueryState };

export function QueryView<Data>({
  query,
  children,
}: {
  query: QueryState<Data>;
  children: (data: Data) => ReactNode;
}) {
  return (
    <SharedQueryView
      query={query}
      loading={<p role="status">{backofficeTexts.loading}</p>}
      failure={(error) => <FailureNotice error={error} />}
    >
      {children}
    </SharedQueryView>
  );
}
