import { z } from 'zod';
import {
  ANALYSIS_ODDS,
  BET_HOUSES,
  CANDLE_COUNTS,
  HOURLY_ODDS,
  MAX_RANGE_ROUNDS,
  OPEN_DATA_DATES,
  PINK_FILTER_VALUES,
  RANGE_PAGE_ROUNDS,
} from '../constants.js';
import { historyMessages } from '../messages/history.js';
import { clockTime, INTEGER_DIGITS, integerText, isoDate, queryInt } from './common.js';

export const candleSchema = z.object({
  id: z.number().int(),
  odd: z.number(),
  time: z.number().int(),
  /** HH:MM:SS in America/Sao_Paulo. */
  hour: clockTime,
  /** YYYY-MM-DD in America/Sao_Paulo. */
  date: isoDate,
  formattedDate: z.string(),
  betHouse: z.string(),
});
export type Candle = z.infer<typeof candleSchema>;

// Each query parameter refuses with a message naming it (messages/history.ts),
// and carries its OpenAPI description (`.meta`): documentation of the public
// api for developers, written beside what it describes (eslint.config.js).

const queryDay = z.iso
  .date({ error: historyMessages.queryDate })
  .refine((day) => day >= OPEN_DATA_DATES.first && day <= OPEN_DATA_DATES.last, {
    error: historyMessages.queryDate,
  })
  .meta({
    description: `Dia no fuso de São Paulo, AAAA-MM-DD, de ${OPEN_DATA_DATES.first} a ${OPEN_DATA_DATES.last}.`,
    examples: ['2026-03-10'],
  });

const betHouse = z
  .enum(BET_HOUSES, { error: historyMessages.queryBetHouse })
  .meta({ description: 'Casa de apostas.', examples: ['MINES_BET'] });
const numberVelas = queryInt(1, Math.max(...CANDLE_COUNTS), historyMessages.queryNumberVelas).meta({
  description: 'Quantas velas (rodadas), das mais recentes do dia para trás.',
  examples: [100],
});
export const historyOddQuerySchema = z.object({
  date: queryDay,
  numberVelas,
  betHouse,
});
export type HistoryOddQuery = z.input<typeof historyOddQuerySchema>;
export const historyOddResponseSchema = z.array(candleSchema);

/** Only the values the screens offer: each answer is cached by its query, so any float would fill the cache. */
function offeredValue<const Values extends readonly [number, ...number[]]>(
  values: Values,
  message: string,
  docs: { description: string },
) {
  return integerText(message)
    .pipe(z.literal(values, { error: message }))
    .meta({
      type: 'integer',
      enum: [...values],
      anyOf: undefined,
      ...docs,
      examples: [values[0]],
    });
}

export const historyFilterOddQuerySchema = historyOddQuerySchema.extend({
  filter: offeredValue(PINK_FILTER_VALUES, historyMessages.queryFilter, {
    description: 'Odd mínima das velas mostradas (rosa e acima).',
  }),
});
export type HistoryFilterOddQuery = z.input<typeof historyFilterOddQuerySchema>;

export const candlesByHourQuerySchema = z.object({
  date: queryDay,
  odd: offeredValue(HOURLY_ODDS, historyMessages.queryHourlyOdd, {
    description: 'Odd mínima contada em cada hora.',
  }),
  betHouse,
});
export type CandlesByHourQuery = z.input<typeof candlesByHourQuerySchema>;

export const hourCountSchema = z.object({
  hour: z.number().int().min(0).max(23),
  count: z.number().int(),
});
export const hourStatSchema = z.object({ oddsByHour: z.array(hourCountSchema) });
export type HourCount = z.infer<typeof hourCountSchema>;
export type HourStat = z.infer<typeof hourStatSchema>;

export const analysisQuerySchema = z.object({
  date: queryDay,
  betHouse,
  odd: offeredValue(ANALYSIS_ODDS, historyMessages.queryAnalysisOdd, {
    description: 'Odd mínima analisada.',
  }),
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

export const roundVerificationSchema = z.object({
  id: z.number().int(),
  betHouse: z.string(),
  odd: z.number(),
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  salt: z.string(),
  previousHash: z.string().regex(/^[0-9a-f]{64}$/),
});
export type RoundVerification = z.infer<typeof roundVerificationSchema>;

/** Only digits: `1e3` or `0x10` are not a round's id, even though Number() reads them. */
export const roundIdPathSchema = z.object({
  id: z
    .string({ error: historyMessages.queryRoundId })
    .regex(/^[1-9]\d{0,15}$/, { error: historyMessages.queryRoundId })
    .transform(Number)
    .pipe(z.number().max(Number.MAX_SAFE_INTEGER, { error: historyMessages.queryRoundId }))
    .meta({
      type: 'integer',
      minimum: 1,
      maximum: Number.MAX_SAFE_INTEGER,
      pattern: undefined,
      description: 'Id da rodada (só dígitos).',
      examples: [1000],
    }),
});

export const chainInfoSchema = z.object({
  betHouse: z.string(),
  salt: z.string(),
  terminatingHash: z.string().regex(/^[0-9a-f]{64}$/),
  length: z.number().int(),
});
export type ChainInfo = z.infer<typeof chainInfoSchema>;

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
export const ingestSourceSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/, {
  error: historyMessages.ingestSourceInvalid,
});
export const ingestRequestSchema = z.object({
  source: ingestSourceSchema.default('feed'),
  rounds: z.array(ingestRoundSchema).min(1).max(INGEST_MAX_ROUNDS),
});
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
export const chainQuerySchema = streamQuerySchema;

const roundHash = z.string().regex(/^[0-9a-f]{64}$/);

/** Fetched after the candles so the verified marks never weigh on the candle list; a salt travels once per chain. */
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
  rounds: z.array(roundProofSchema),
});
export type RoundProof = z.infer<typeof roundProofSchema>;
export type RoundProofs = z.infer<typeof roundProofsResponseSchema>;

/** `from` included, `to` excluded; a day in `to` includes the whole day. */
function spanBound(field: 'from' | 'to', message: string) {
  // One check with one message naming the field: a union of the two forms
  // would answer with the day's message ("date deve ser…") or both.
  return z
    .union([z.string(), z.number()], { error: message })
    .refine(isSpanBound, { error: message, abort: true })
    .transform((bound) =>
      typeof bound === 'string' && INTEGER_DIGITS.test(bound) ? Number(bound) : bound,
    )
    .meta({
      description:
        field === 'from'
          ? 'Início do período, incluído: um dia AAAA-MM-DD (desde a meia-noite de São Paulo) ou milissegundos desde 1970 (UTC), só dígitos.'
          : 'Fim do período, excluído: um dia AAAA-MM-DD (que entra inteiro) ou milissegundos desde 1970 (UTC), só dígitos. Deve vir depois de from.',
      examples: ['2026-03-10'],
      anyOf: [
        { type: 'string', format: 'date', description: queryDay.description },
        { type: 'integer', minimum: 0, maximum: OPEN_DATA_DATES.lastMs },
      ],
    });
}

function isSpanBound(bound: string | number): boolean {
  const ms = typeof bound === 'number' || INTEGER_DIGITS.test(bound) ? Number(bound) : undefined;
  if (ms !== undefined) return Number.isSafeInteger(ms) && ms >= 0 && ms <= OPEN_DATA_DATES.lastMs;
  return queryDay.safeParse(bound).success;
}

export const roundRangeQuerySchema = z.object({
  betHouse,
  startId: queryInt(1, Number.MAX_SAFE_INTEGER, historyMessages.queryStartId)
    .meta({
      description:
        'Rodada onde a página começa (a mais recente dela); a próxima página começa em `nextStartId` da resposta. Sem ele, a rodada mais recente antes de `to`.',
      examples: [1000],
    })
    .optional(),
  from: spanBound('from', historyMessages.querySpanFrom).optional(),
  to: spanBound('to', historyMessages.querySpanTo).optional(),
  limit: queryInt(1, MAX_RANGE_ROUNDS, historyMessages.queryRangeLimit)
    .meta({
      description: `Rodadas por página: até ${String(MAX_RANGE_ROUNDS)}, ${String(RANGE_PAGE_ROUNDS)} quando omitido.`,
      examples: [RANGE_PAGE_ROUNDS],
    })
    .default(RANGE_PAGE_ROUNDS),
});
export type RoundRangeQuery = z.input<typeof roundRangeQuerySchema>;
export const roundRangeResponseSchema = z.object({
  betHouse: z.string(),
  salt: z.string(),
  terminatingHash: roundHash,
  start: z.object({ id: z.number().int(), hash: roundHash, time: z.number().int() }),
  /** Capped at MAX_RANGE_ROUNDS. */
  steps: z
    .number()
    .int()
    .meta({
      description: `Passos da rodada inicial até o hash final publicado (no máximo ${String(MAX_RANGE_ROUNDS)}).`,
    }),
  count: z.number().int().meta({ description: 'Quantas rodadas esta página traz.' }),
  ids: z.array(z.number().int()),
  odds: z.array(z.number()),
  /** The rounds' 32-byte hashes one after another, base64: a third less than hex. */
  hashes: z.string(),
  /** Where the next (older) page starts, as its `startId`; null on the last page. */
  nextStartId: z.number().int().nullable().meta({
    description:
      'Passe como startId (com o mesmo from) para a próxima página, mais antiga; null na última.',
  }),
});
export type RoundRange = z.infer<typeof roundRangeResponseSchema>;

export const roundExportQuerySchema = z.object({
  betHouse,
  from: spanBound('from', historyMessages.querySpanFrom),
  to: spanBound('to', historyMessages.querySpanTo),
  format: z
    .enum(['csv', 'json'], { error: historyMessages.queryExportFormat })
    .default('csv')
    .meta({ description: 'Formato do arquivo.', examples: ['json'] }),
});
export const exportedRoundSchema = z.object({
  id: z.number().int(),
  timeSaoPaulo: z.string(),
  timeUtc: z.string(),
  odd: z.number(),
  hash: roundHash.nullable(),
  salt: z.string().nullable(),
});

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
