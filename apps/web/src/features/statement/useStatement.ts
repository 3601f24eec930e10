import type { StatementKind } from '@velas/domain/statement-kinds';
import { useState } from 'react';
import {
  useStatementCsvMutation,
  useStatementInfiniteQuery,
  type StatementFilter,
} from './api/statementApi.ts';
import { groupByDay } from './statementDays.ts';

function download(csv: string) {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'extrato.csv';
  link.click();
  URL.revokeObjectURL(url);
}

export function useStatement() {
  const [kind, setKind] = useState<StatementKind | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const filter: StatementFilter = {
    ...(kind !== '' && { kind }),
    ...(from !== '' && { from }),
    ...(to !== '' && { to }),
  };
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useStatementInfiniteQuery(filter);
  const [csv, { isLoading: downloading }] = useStatementCsvMutation();
  const pages = data?.pages ?? [];
  return {
    kind,
    setKind,
    setFrom,
    setTo,
    /** Some filter is set: day balances and the balance note no longer hold. */
    filtered: kind !== '' || from !== '' || to !== '',
    balance: pages[0]?.balance,
    days: groupByDay(pages),
    isLoading,
    isError,
    hasNextPage,
    isFetchingNextPage,
    fetchNextPage: () => void fetchNextPage(),
    downloading,
    downloadCsv: () => {
      void csv(filter)
        .unwrap()
        .then(download)
        .catch(() => undefined);
    },
  };
}
