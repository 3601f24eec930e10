import { toSaoPaulo } from '@velas/domain/calendar';
import { houseCompareVerdict } from '@velas/domain/messages/sentences';
import type { TargetComparison } from './compareHouses.ts';
import { houseCompareCopy } from './copy.ts';

const oneDecimalPercent = new Intl.NumberFormat('pt-BR', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const twoSignificant = new Intl.NumberFormat('pt-BR', { maximumSignificantDigits: 2 });
const oneDecimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "51,3%", or "—" without rounds. */
export const percent = (share: number | null) =>
  share === null ? '—' : oneDecimalPercent.format(share);

/** "p = 0,72", "p < 0,001": never a decimal point on a pt-BR page. */
export const pValueText = (value: number) =>
  value < 0.001 ? 'p < 0,001' : `p = ${twoSignificant.format(value)}`;

/** The opening sentence, from the shared window's rows of both houses. */
export function verdictOf(
  rows: readonly TargetComparison[],
  labelA: string,
  labelB: string,
  since: string,
): string {
  return houseCompareVerdict({
    labelA,
    labelB,
    since,
    roundsA: rows[0]?.a.rounds ?? 0,
    roundsB: rows[0]?.b.rounds ?? 0,
    differing: rows
      .filter((row) => row.meaningful && row.difference !== null && row.difference !== 0)
      .map((row) => ({
        name: `${String(row.target)}x`,
        higher: (row.difference ?? 0) > 0 ? 'a' : 'b',
      })),
  });
}

function shareWithInterval(label: string, row: TargetComparison['a']): string {
  if (row.interval === null) return houseCompareCopy.noRounds(label);
  return houseCompareCopy.shareWithInterval(
    label,
    percent(row.share),
    percent(row.interval.lower),
    percent(row.interval.upper),
  );
}

/** One target's method line: both shares with their 95% intervals, the difference and its test. */
export function methodLine(row: TargetComparison, labelA: string, labelB: string): string {
  const name = `${String(row.target)}x`;
  if (row.pValue === null || row.difference === null)
    return houseCompareCopy.nothingToCompare(name);
  const points = oneDecimal.format(Math.abs(row.difference) * 100);
  const shares = `${shareWithInterval(labelA, row.a)}; ${shareWithInterval(labelB, row.b)}`;
  const head = houseCompareCopy.differenceHead(name, points, shares);
  if (row.meaningful) return houseCompareCopy.meaningful(head, pValueText(row.pValue));
  const need =
    row.roundsNeeded === null
      ? ''
      : houseCompareCopy.roundsNeeded(row.roundsNeeded.toLocaleString('pt-BR'));
  return houseCompareCopy.notMeaningful(head, pValueText(row.pValue), need);
}

/** "9,8" (rounds), or "—" with fewer than two such rounds. */
export const everyRounds = (rounds: number | null) =>
  rounds === null ? '—' : oneDecimal.format(rounds);

export interface HourRow {
  hour: number;
  /** "05h" */
  label: string;
  /** Counts as shown. */
  a: string;
  b: string;
}

/** Where the shared window's hours start and end, and which of them are partial. */
export interface HourSpan {
  firstHour: number;
  lastHour: number;
  /** "06h39" when the window starts inside its first hour, else null. */
  since: string | null;
  /** The hour still running (today's current one), else null. */
  running: number | null;
}

/**
 * Hours before the window are left out rather than shown as 0. A partial hour
 * says so ("06h (desde 06h39)"): bare, it read as the whole hour Horários counts.
 */
export function hourRows(
  countsA: readonly { hour: number; count: number }[],
  countsB: readonly { hour: number; count: number }[],
  span: HourSpan,
): HourRow[] {
  const countAt = (list: readonly { hour: number; count: number }[], hour: number) =>
    String(list.find((row) => row.hour === hour)?.count ?? 0);
  const partOf = (hour: number) => {
    if (hour === span.firstHour && span.since !== null)
      return houseCompareCopy.hourSince(span.since);
    return hour === span.running ? houseCompareCopy.hourSoFar : '';
  };
  return Array.from({ length: Math.max(0, span.lastHour - span.firstHour + 1) }, (_, index) => {
    const hour = span.firstHour + index;
    return {
      hour,
      label: `${String(hour).padStart(2, '0')}h${partOf(hour)}`,
      a: countAt(countsA, hour),
      b: countAt(countsB, hour),
    };
  });
}

/** "15h12": the São Paulo time a window starts, as the headline says it. */
export function clockWords(instant: number): string {
  const [hours = '00', minutes = '00'] = toSaoPaulo(instant).time.split(':');
  return `${hours}h${minutes}`;
}

/**
 * Only the rounds of `date` (São Paulo): the history's latest rounds may reach
 * back into yesterday, and the headline's "Hoje" must not count them.
 */
export function roundsOfDay<Round extends { time: number }>(
  rounds: readonly Round[],
  date: string,
): Round[] {
  return rounds.filter((round) => toSaoPaulo(round.time).date === date);
}
