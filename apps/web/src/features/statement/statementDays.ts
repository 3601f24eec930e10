import type {
  StatementDay,
  StatementLine,
  StatementResponse,
} from '@velas/domain/schemas/statement';
import { statementLineDate } from '@velas/domain/statement';

export interface DayGroup {
  date: string;
  /** The api's whole-day sums; null while a line's day has not come with its page. */
  sums: StatementDay | null;
  /** Newest first, never empty: the first is the day's latest movement listed. */
  lines: [StatementLine, ...StatementLine[]];
}

export function groupByDay(pages: readonly StatementResponse[]): DayGroup[] {
  const totals = new Map<string, StatementDay>();
  for (const page of pages) for (const day of page.days) totals.set(day.date, day);
  const groups: DayGroup[] = [];
  for (const line of pages.flatMap((page) => page.lines)) {
    const date = statementLineDate(line);
    const last = groups.at(-1);
    if (last?.date === date) last.lines.push(line);
    else groups.push({ date, sums: totals.get(date) ?? null, lines: [line] });
  }
  return groups;
}
