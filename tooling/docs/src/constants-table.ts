// The table of docs/product/constants.md, written from the domain's modules so
// no number there is typed twice; constants-table.test.ts fails when the page
// differs. Run by `npm run docs:constants` through tsx with the @velas/source
// condition: the domain's sources import each other as `./x.js`, which plain
// Node type stripping cannot resolve.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as bankroll from '@velas/domain/bankroll';
import { DAY_MS, HOUR_MS, MINUTE_MS, SECOND_MS } from '@velas/domain/calendar';
import * as constants from '@velas/domain/constants';
import { maskPhone } from '@velas/domain/documents';
import { ADULT_AGE } from '@velas/domain/identity';
import { formatCents, toCents, type Cents } from '@velas/domain/money';
import * as protection from '@velas/domain/protection';
import { STATEMENT_MAX_PAGE_SIZE, STATEMENT_PAGE_SIZE } from '@velas/domain/schemas/statement';

export const CONSTANTS_START = '<!-- constants:start (npm run docs:constants writes it) -->';
export const CONSTANTS_END = '<!-- constants:end -->';
export const REWRITE_COMMAND = 'npm run docs:constants';

/** A module's numbers as plain numbers, so a test can hand the table another value. */
type Numbers<T> = { [K in keyof T]: T[K] extends number ? number : T[K] };

export interface ConstantsSources {
  constants: Numbers<typeof constants>;
  protection: Numbers<typeof protection>;
  bankroll: Numbers<typeof bankroll>;
  statement: { STATEMENT_PAGE_SIZE: number; STATEMENT_MAX_PAGE_SIZE: number };
  adultAge: number;
}

export const domainSources: ConstantsSources = {
  constants,
  protection,
  bankroll,
  statement: { STATEMENT_PAGE_SIZE, STATEMENT_MAX_PAGE_SIZE },
  adultAge: ADULT_AGE,
};

/** The page's readers see GAME_IDS' keys by the games' names. */
const GAME_NAMES: Record<keyof typeof constants.GAME_IDS, string> = {
  aviator: 'aviator',
  minesPro: 'Mines Pro',
  footballStudio: 'Football Studio',
  bacBo: 'Bac Bo',
};

/** As the app shows an amount, with a plain space the table's columns can count. */
const reais = (amount: number) => formatCents(amount as Cents).replaceAll('\u00a0', ' ');
const list = (values: readonly (number | string)[], unit = '') =>
  values.map((value) => `${String(value)}${unit}`).join(', ');
const code = (text: string) => `\`${text}\``;

/** In the largest unit it fills twice or more and divides evenly: 60 s, 15 min, 24 h, 7 days. */
function duration(ms: number): string {
  const units: [number, string][] = [
    [DAY_MS, 'days'],
    [HOUR_MS, 'h'],
    [MINUTE_MS, 'min'],
  ];
  const [size, name] = units.find(([unit]) => ms >= 2 * unit && ms % unit === 0) ?? [
    SECOND_MS,
    's',
  ];
  return `${String(ms / size)} ${name}`;
}

/** Each row: what, and its value as the page writes it. */
export function constantsRows(sources: ConstantsSources): [string, string][] {
  const c = sources.constants;
  const p = sources.protection;
  const b = sources.bankroll;
  const minutes = (count: number) => `${String(count)} min`;
  return [
    ['currency', `BRL, integer cents, ${code(reais(toCents(123_456)))}`],
    [
      'prices',
      `${reais(c.PRICES.dashboardWithCourse)} (dashboard + course), ${reais(c.PRICES.mentoring)} (mentoring)`,
    ],
    ['minimum withdrawal', reais(c.WITHDRAW_MINIMUM)],
    [
      'withdrawal deadline',
      `paid within ${minutes(c.WITHDRAWAL_DEADLINE_MINUTES)}; the operator warned at ${minutes(c.WITHDRAWAL_WARNING_MINUTES)}`,
    ],
    [
      'quick deposit amounts',
      `top modal ${list(c.QUICK_AMOUNTS_TOP_MODAL.map((cents) => cents / 100))}; deposit screen ${list(c.QUICK_AMOUNTS_DEPOSIT_SCREEN.map((cents) => cents / 100))} (reais)`,
    ],
    ['Pix expiry', duration(c.PIX_EXPIRY_SECONDS * SECOND_MS)],
    [
      'CEP / CPF / phone length',
      `${String(c.CEP_LENGTH)} / ${String(c.CPF_LENGTH)} / ${String(c.PHONE_LENGTH.landline)}–${String(c.PHONE_LENGTH.mobile)} digits; phone mask ${code(maskPhone('9'.repeat(c.PHONE_LENGTH.mobile)))}`,
    ],
    [
      'password length',
      `${String(c.PASSWORD_MIN_LENGTH)}–${String(c.PASSWORD_MAX_LENGTH)} characters`,
    ],
    ['minimum age', `${String(sources.adultAge)} years`],
    ['candle counts', `${list(c.CANDLE_COUNTS)} (default ${String(c.DEFAULT_CANDLE_COUNT)})`],
    ['pink filter values', `${list(c.PINK_FILTER_VALUES)} (pink ≥ ${String(c.PINK_THRESHOLD)})`],
    ['positions', list(c.POSITION_THRESHOLDS, 'x')],
    ['analysis odds', list(c.ANALYSIS_ODDS)],
    [
      'candles by hour',
      `${list(c.HOURLY_ODDS, 'x')}, ${String(c.HOURLY_DEBOUNCE_MS)} ms after a change`,
    ],
    ['mode / histogram', `top ${String(c.MODE_SIZE)} / ${String(c.HISTOGRAM_BINS)} bins`],
    [
      'bankroll',
      `${String(c.BANKROLL_DAYS)} days, start ${reais(c.BANKROLL_DEFAULT_START)}, ${Object.values(
        b.BANKROLL_PROFILES,
      )
        .map((percent) => `${String(percent)}%`)
        .join(
          ' / ',
        )}, stop loss ${String(b.STOP_LOSS_TIMES_GOAL)}× goal, RTP ${String(c.CRASH_RTP_PERCENT)}%`,
    ],
    [
      'second-system first balance, role',
      `${code(`'${c.SECOND_SYSTEM_FIRST_BALANCE}'`)}, ${code(c.SECOND_SYSTEM_ROLE)}`,
    ],
    [
      'page sizes',
      `dashboard ${String(c.DASHBOARD_TRANSACTIONS_PAGE_SIZE)}, statement ${String(sources.statement.STATEMENT_PAGE_SIZE)} (at most ${String(sources.statement.STATEMENT_MAX_PAGE_SIZE)}), default ${String(c.DEFAULT_PAGE_SIZE)}`,
    ],
    ['banner autoplay', `${String(c.BANNER_AUTOPLAY_MS)} ms`],
    [
      'Mines grid',
      `${String(c.MINES_GRID_SIZE)}×${String(c.MINES_GRID_SIZE)}, ${String(c.MINES_COUNT)} mines, ${String(c.MINES_SUGGESTED_CELLS)} suggested cells`,
    ],
    [
      'entries',
      `normal and turbo each ${String(c.ENTRY_COUNT_RANGE.min)}–${String(c.ENTRY_COUNT_RANGE.max)}`,
    ],
    [
      'online counter',
      `last ${duration(c.PRESENCE_WINDOW_SECONDS * SECOND_MS)}, refreshed every ${duration(c.PRESENCE_REFRESH_MS)}, shown from ${String(c.PRESENCE_SHOWN_FROM)} people`,
    ],
    [
      'history screen default',
      `${String(c.DEFAULT_ROUND_GRID_COUNT)} candles, ${code('betHouse')} ${code(c.DEFAULT_BET_HOUSE)}`,
    ],
    [
      'time estimate thresholds',
      `odd ${c.TIME_ESTIMATE_THRESHOLDS.map(({ odd }) => `≥ ${String(odd)}`).join(' and ')}`,
    ],
    [
      'breakpoints',
      `layout ${String(c.MOBILE_LAYOUT_BREAKPOINT)} px, tile images ${String(c.MOBILE_TILE_BREAKPOINT)} px`,
    ],
    [
      'game ids',
      Object.entries(c.GAME_IDS)
        .map(([game, id]) => `${GAME_NAMES[game as keyof typeof GAME_NAMES]} ${String(id)}`)
        .join(', '),
    ],
    [
      'loss limit',
      `${reais(p.LOSS_LIMIT_MIN_CENTS)} to ${reais(p.LOSS_LIMIT_MAX_CENTS)} a ${p.LOSS_PERIODS.join(', ').replace(/, (?=\w+$)/, ' or ')}; suggested ${reais(p.SUGGESTED_LIMITS.lossLimit)} a ${p.SUGGESTED_LIMITS.lossPeriod}`,
    ],
    [
      'session limit',
      `${minutes(p.SESSION_LIMIT_MIN_MINUTES)} to ${minutes(p.SESSION_LIMIT_MAX_MINUTES)}; suggested ${minutes(p.SUGGESTED_LIMITS.sessionMinutes)}; then a break of ${duration(p.SESSION_BREAK_MS)}`,
    ],
    [
      'reality check',
      `every ${minutes(p.REALITY_CHECK_DEFAULT_MINUTES)} by default; ${list(p.REALITY_CHECK_OPTIONS)} min`,
    ],
    ['raising a limit', `applies after ${duration(p.RAISE_DELAY_MS)}; a lowering at once`],
    [
      'pause, self-exclusion',
      `${Object.values(p.PAUSE_DURATIONS).map(duration).join(', ')}; self-exclusion up to ${String(p.EXCLUSION_MAX_MONTHS)} months`,
    ],
  ];
}

/** A markdown table laid out as prettier lays it out, so `format:check` leaves it alone. */
export function renderConstants(sources: ConstantsSources): string {
  const rows: [string, string][] = [['what', 'value'], ...constantsRows(sources)];
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header, ...body] = rows.map(line);
  const rule = line(widths.map((width) => '-'.repeat(width)));
  return [CONSTANTS_START, '', header, rule, ...body, '', CONSTANTS_END].join('\n');
}

export function constantsSection(page: string): string {
  const start = page.indexOf(CONSTANTS_START);
  const end = page.indexOf(CONSTANTS_END);
  if (start < 0 || end < start) throw new Error(`no ${CONSTANTS_START} … ${CONSTANTS_END} section`);
  return page.slice(start, end + CONSTANTS_END.length);
}

export const constantsPagePath = join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'docs',
  'product',
  'constants.md',
);

if (import.meta.main) {
  const page = readFileSync(constantsPagePath, 'utf8');
  const table = renderConstants(domainSources);
  writeFileSync(
    constantsPagePath,
    page.replace(constantsSection(page), () => table),
  );
  console.info(`the table of ${constantsPagePath} written from @velas/domain`);
}
