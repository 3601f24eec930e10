// Crash rounds and the history service's calls (docs/product.md#aviator-analysis,
// #provably-fair-rounds, #statistics).
import { z } from 'zod';
import {
  ANALYSIS_ODDS,
  BET_HOUSES,
  CANDLE_COUNTS,
  HOURLY_ODDS,
  PINK_FILTER_VALUES,
} from '../constants.js';
import { clockTime, isoDate, queryInt } from './common.js';

export const candleSchema = z.object({
  id: z.number().int(),
  odd: z.number(),
  /** Epoch milliseconds of the crash. */
  time: z.number().int(),
  /** HH:MM:SS in America/Sao_Paulo. */
  hour: clockTime,
  /** YYYY-MM-DD in America/Sao_Paulo. */
  date: isoDate,
  /** DD/MM/YYYY HH:MM:SS */
  formattedDate: z.string(),
  betHouse: z.string(),
});
export type Candle = z.infer<typeof candleSchema>;

const betHouse = z.enum(BET_HOUSES, { error: 'Casa de apostas desconhecida.' });
const numberVelas = queryInt(
  1,
  Math.max(...CANDLE_COUNTS),
  'numberVelas deve estar entre 1 e 1000.',
);

export const historyOddQuerySchema = z.object({
  date: isoDate,
  numberVelas,
  betHouse,
});
export type HistoryOddQuery = z.input<typeof historyOddQuerySchema>;
export const historyOddResponseSchema = z.array(candleSchema);

/**
 * Only the values the screens offer (issue 14 §4f): each answer is cached by
 * its query, so any float would let a client fill the cache with variants.
 */
function offeredValue(values: readonly number[], error: string) {
  return z.coerce.number({ error }).refine((value) => values.includes(value), { error });
}

export const historyFilterOddQuerySchema = historyOddQuerySchema.extend({
  filter: offeredValue(PINK_FILTER_VALUES, 'filter deve ser 10, 20, 30, 50, 100 ou 500.'),
});
export type HistoryFilterOddQuery = z.input<typeof historyFilterOddQuerySchema>;

const hourlyOdd = z.coerce
  .number()
  .refine((value) => (HOURLY_ODDS as readonly number[]).includes(value), {
    error: 'odd deve ser 10, 30 ou 100.',
  });
export const candlesByHourQuerySchema = z.object({ date: isoDate, odd: hourlyOdd, betHouse });
export type CandlesByHourQuery = z.input<typeof candlesByHourQuerySchema>;

export const hourCountSchema = z.object({
  hour: z.number().int().min(0).max(23),
  count: z.number().int(),
});
export const hourStatSchema = z.object({ oddsByHour: z.array(hourCountSchema) });
export type HourCount = z.infer<typeof hourCountSchema>;
export type HourStat = z.infer<typeof hourStatSchema>;

export const analysisQuerySchema = z.object({
  date: isoDate,
  betHouse,
  odd: offeredValue(ANALYSIS_ODDS, 'odd deve ser 10, 50, 100, 200, 500 ou 1000.'),
});
export type AnalysisQuery = z.input<typeof analysisQuerySchema>;

export const analysisRowSchema = z.object({
  position: z.number().int(),
  intervalTime: clockTime,
  odd: z.number(),
  minutes: z.number().int(),
});
export type AnalysisRow = z.infer<typeof analysisRowSchema>;
export const analysisResponseSchema = z.array(analysisRowSchema);

export const positionRepeatRowSchema = z.object({
  posicao: z.number().int(),
  quantidade: z.number().int(),
  porcentagem: z.number(),
});
export type PositionRepeatRow = z.infer<typeof positionRepeatRowSchema>;
export const positionRepeatsResponseSchema = z.array(positionRepeatRowSchema);

/** The third-party history record: odd as a numeric string, hour HH:MM:SS. */
export const historyRecordSchema = z.object({
  odd: z.string().regex(/^\d+(\.\d+)?$/),
  hour: clockTime,
});
export type HistoryRecord = z.infer<typeof historyRecordSchema>;

export const roundVerificationSchema = z.object({
  id: z.number().int(),
  betHouse: z.string(),
  odd: z.number(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string(),
  previousHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RoundVerification = z.infer<typeof roundVerificationSchema>;

export const roundIdPathSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const chainInfoSchema = z.object({
  betHouse: z.string(),
  salt: z.string(),
  /** The chain's final hash, published before the first round was played. */
  terminatingHash: z.string().regex(/^[0-9a-f]{64}$/),
  length: z.number().int(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;

/** POST rounds (ingestion of a real feed, API-key protected). */
export const INGEST_MAX_ROUNDS = 1000;
export const ingestRoundSchema = z.object({
  /** The feed's own id of the round; the store gives the round an id of its own. */
  id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  betHouse,
  odd: z.number().min(1).max(1_000_000).multipleOf(0.01),
  time: z.number().int().positive(),
  hash: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .optional(),
});
/** Names the feed: its round ids are unique per (betting house, source). */
export const ingestSourceSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
  error: 'Fonte inválida: até 40 letras minúsculas, dígitos, "-" ou "_".',
});
export const ingestRequestSchema = z.object({
  source: ingestSourceSchema.default('feed'),
  rounds: z.array(ingestRoundSchema).min(1).max(INGEST_MAX_ROUNDS),
});
export type IngestRequest = z.input<typeof ingestRequestSchema>;
/**
 * How many of the posted rounds were new and how many were already stored
 * (same data), and the store's id of each posted round, in the order posted.
 */
export const ingestResponseSchema = z.object({
  stored: z.number().int(),
  duplicates: z.number().int(),
  rounds: z.array(
    z.object({
      betHouse: z.string(),
      externalId: z.number().int(),
      id: z.number().int(),
    }),
  ),
});
export type IngestResponse = z.infer<typeof ingestResponseSchema>;

export const streamQuerySchema = z.object({ betHouse: betHouse.default('MINES_BET') });

const roundHash = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * GET rounds/proofs: the hashes behind a history-odd window, fetched after the
 * candles so the verified marks never weigh on the candle list itself (issue 17).
 * Same query and same rounds as history-odd; a salt is shared by a whole
 * chain, so it travels once and each round points at it.
 */
export const roundProofsQuerySchema = historyOddQuerySchema;
export type RoundProofsQuery = z.input<typeof roundProofsQuerySchema>;
export const roundProofSchema = z.object({
  id: z.number().int(),
  hash: roundHash,
  /** Index into `salts`; null for a feed round, which has no published salt. */
  salt: z.number().int().nullable(),
});
export const roundProofsResponseSchema = z.object({
  salts: z.array(z.string()),
  /** Only the rounds that have a hash, newest first. */
  rounds: z.array(roundProofSchema),
});
export type RoundProof = z.infer<typeof roundProofSchema>;
export type RoundProofs = z.infer<typeof roundProofsResponseSchema>;

/**
 * A span bound: epoch milliseconds, or a São Paulo calendar day (a `from` day
 * starts at its midnight, a `to` day includes the whole day).
 */
const spanBound = z.union([
  isoDate,
  queryInt(0, 8_640_000_000_000_000, 'Use uma data AAAA-MM-DD ou milissegundos desde 1970.'),
]);

/** GET rounds/range: from a round (startId) or the newest round up to `to`, back to `from`. */
export const roundRangeQuerySchema = z.object({
  betHouse,
  startId: queryInt(1, Number.MAX_SAFE_INTEGER, 'startId deve ser o id de uma rodada.').optional(),
  from: spanBound.optional(),
  to: spanBound.optional(),
});
export type RoundRangeQuery = z.input<typeof roundRangeQuerySchema>;
export const roundRangeResponseSchema = z.object({
  betHouse: z.string(),
  salt: z.string(),
  /** The chain's published final hash. */
  terminatingHash: roundHash,
  start: z.object({ id: z.number().int(), hash: roundHash, time: z.number().int() }),
  /**
   * Steps from the start round back to the terminating hash, capped at
   * MAX_RANGE_ROUNDS: walking this many reaches the published hash when it is
   * within reach.
   */
  count: z.number().int(),
  /** The stored rounds of the range, newest first, in three parallel lists. */
  ids: z.array(z.number().int()),
  odds: z.array(z.number()),
  /** The rounds' 32-byte hashes one after another, base64: a third less than hex. */
  hashes: z.string(),
});
export type RoundRange = z.infer<typeof roundRangeResponseSchema>;

/** GET rounds/export: every round of a span, streamed as CSV or JSON. */
export const roundExportQuerySchema = z.object({
  betHouse,
  from: spanBound,
  to: spanBound,
  format: z.enum(['csv', 'json'], { error: 'format deve ser csv ou json.' }).default('csv'),
});
export type RoundExportQuery = z.input<typeof roundExportQuerySchema>;
/** One exported round (a JSON array element, or a CSV line under these column names). */
export const exportedRoundSchema = z.object({
  id: z.number().int(),
  /** ISO 8601 with the America/Sao_Paulo offset. */
  timeSaoPaulo: z.string(),
  /** ISO 8601 in UTC. */
  timeUtc: z.string(),
  odd: z.number(),
  hash: roundHash.nullable(),
  salt: z.string().nullable(),
});
export type ExportedRound = z.infer<typeof exportedRoundSchema>;

/** GET bet-houses: the houses the history service knows, and which ones it simulates. */
export const betHousesResponseSchema = z.object({
  betHouses: z.array(
    z.object({
      id: betHouse,
      label: z.string(),
      /** Rounds come from the built-in simulator (its own salt and chain); otherwise only from a feed. */
      simulated: z.boolean(),
    }),
  ),
});
export type BetHousesResponse = z.infer<typeof betHousesResponseSchema>;
