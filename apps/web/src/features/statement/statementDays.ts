// The statement's lines grouped under their São Paulo day, newest first,
// each day with the subtotal the api summed over the whole day
// (docs/product.md#statement).
import type {
  StatementDay,
  StatementLine,
  StatementResponse,
} from '@velas/domain/schemas/statement';
import { statementLineDate } from '@velas/domain/statement';

export interface DayGroup {
  date: string;
  total: number;
  lines: StatementLine[];
}

export function groupByDay(pages: readonly StatementResponse[]): DayGroup[] {
  const totals = new Map<string, StatementDay>();
  for (const page of pages) for (const day of page.days) totals.set(day.date, day);
  const groups: DayGroup[] = [];
  for (const line of pages.flatMap((page) => page.lines)) {
    const date = statementLineDate(line);
    const last = groups.at(-1);
    if (last?.date === date) last.lines.push(line);
    else groups.push({ date, total: totals.get(date)?.total ?? line.amount, lines: [line] });
  }
  return groups;
}
