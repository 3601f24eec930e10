// The table of docs/product/constants.md is written from this module
// (npm run docs:constants); its test fails when the page differs.
import { MINUTE_MS } from './calendar.js';
import { toCents } from './money.js';

export const PRICES = {
  dashboardWithCourse: toCents(14_700),
  mentoring: toCents(29_700),
} as const;

export const WITHDRAW_MINIMUM = toCents(3_000);
/** Portaria SPA/MF nº 615/2024's deadline for prizes, which we hold withdrawals to. */
export const WITHDRAWAL_DEADLINE_MINUTES = 120;
/** Past this age, a withdrawal not paid is near its deadline: the operator is warned. */
export const WITHDRAWAL_WARNING_MINUTES = 100;
export const QUICK_AMOUNTS_TOP_MODAL = [30, 50, 100, 200].map((reais) => toCents(reais * 100));
export const QUICK_AMOUNTS_DEPOSIT_SCREEN = [50, 100, 200, 500].map((reais) =>
  toCents(reais * 100),
);
export const SECOND_SYSTEM_FIRST_BALANCE = '1000';
export const SECOND_SYSTEM_ROLE = 'ROLE_APP';

export const PIX_EXPIRY_SECONDS = 400;
export const CEP_LENGTH = 8;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const CPF_LENGTH = 11;
/** A landline's digits with its area code, and a mobile's. */
export const PHONE_LENGTH = { landline: 10, mobile: 11 } as const;

export const CANDLE_COUNTS = [10, 50, 100, 200, 500, 1000] as const;
export const DEFAULT_CANDLE_COUNT = 10;
export const DEFAULT_ROUND_GRID_COUNT = 100;
export const PINK_FILTER_VALUES = [10, 20, 30, 50, 100, 500] as const;
export const PINK_THRESHOLD = 10;
export const POSITION_THRESHOLDS = [30, 50, 100] as const;
export const HOURLY_ODDS = [10, 30, 100] as const;
export const ANALYSIS_ODDS = [10, 50, 100, 200, 500, 1000] as const;
export const MODE_SIZE = 3;
export const HISTOGRAM_BINS = 10;
export const HOURLY_DEBOUNCE_MS = 500;

export const BANKROLL_DAYS = 30;
export const BANKROLL_DEFAULT_START = toCents(100_000);
export const CRASH_RTP_PERCENT = 97;

export const DASHBOARD_TRANSACTIONS_PAGE_SIZE = 5;
export const DEFAULT_PAGE_SIZE = 1000;
export const BANNER_AUTOPLAY_MS = 5000;

export const MINES_GRID_SIZE = 5;
export const MINES_COUNT = 3;
/** The cells a Mines signal picks, all safe together with the chance it shows. */
export const MINES_SUGGESTED_CELLS = 3;
export const ENTRY_COUNT_RANGE = { min: 5, max: 18 } as const;

export const PRESENCE_WINDOW_SECONDS = 300;
export const PRESENCE_REFRESH_MS = MINUTE_MS;
/** Below this the counter is hidden: "1 pessoa online" reads as an empty room. */
export const PRESENCE_SHOWN_FROM = 20;

/* eslint-disable velas/no-inline-prose -- each label beside its number, shown as is by Horários */
export const TIME_ESTIMATE_THRESHOLDS = [
  { odd: 3, label: '3x ou mais' },
  { odd: 10, label: '10x ou mais' },
] as const;
/* eslint-enable velas/no-inline-prose */

export const MOBILE_LAYOUT_BREAKPOINT = 993;
export const MOBILE_TILE_BREAKPOINT = 768;

/** BR4BET is sent as MINES_BET. */
export const DEFAULT_BET_HOUSE = 'MINES_BET';
/** VOA_BET is a second, fictitious house so the demo can compare two chains with their own salts. */
export const BET_HOUSES = ['MINES_BET', 'VOA_BET'] as const;
export type BetHouse = (typeof BET_HOUSES)[number];
export const BET_HOUSE_LABELS: Record<BetHouse, string> = {
  MINES_BET: 'BR4BET',
  VOA_BET: 'VoaBet',
};

export const GAME_IDS = {
  aviator: 3835,
  minesPro: 3836,
  footballStudio: 6246,
  bacBo: 6286,
} as const;

/* eslint-disable velas/no-inline-prose -- the catalogue's category names, matched as keys */
export const SIGNAL_CATEGORIES = {
  'Jogos da PG': 'generic',
  'Melhores TaDa Gaming': 'generic',
  'Jogos de Roleta': 'roulette',
} as const;
/* eslint-enable velas/no-inline-prose */
export const FIRST_CATEGORY_POSITION = 9;

export const REGISTRATION_FIXED = {
  referrerId: 1337,
  btag: 'velas-dashboard',
  appTag: 'velas-app',
} as const;

export const MAX_RANGE_ROUNDS = 100_000;
export const RANGE_PAGE_ROUNDS = 10_000;
/** A date outside these is a 400 naming the field, never an arithmetic overflow. */
export const OPEN_DATA_DATES = {
  first: '1970-01-01',
  last: '2999-12-31',
  /** Milliseconds of 3000-01-01T00:00:00Z, the end of the last day in any time zone. */
  lastMs: 32_503_680_000_000,
} as const;
