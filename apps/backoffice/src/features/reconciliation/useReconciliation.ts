import { saoPauloToday } from '@velas/domain/calendar';
import { useState } from 'react';
import { useReconciliationQuery } from './api/reconciliationApi.ts';

export function useReconciliation() {
  const [date, setDate] = useState(() => saoPauloToday(Date.now()));
  // A cleared date field asks for nothing.
  const report = useReconciliationQuery(date, { skip: date === '' });
  return { date, setDate, report };
}
