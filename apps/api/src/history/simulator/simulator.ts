// Deterministic from the stored chain and the last stored round, so several
// api processes can run it against one PostgreSQL: the unique (chain, index)
// key stores each round once.
import { setImmediate } from 'node:timers/promises';
import { DAY_MS } from '@velas/domain/calendar';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '#/clock.js';
import type { Database } from '#/db/database.js';
import {
  currentChain,
  rebuildChain,
  startChain,
  type ChainRow,
} from '../fairness/chains-repository.js';
import { crashPoint, hashToHex, type ChainRound } from '../fairness/fairness.js';
import { toCandle } from '../rounds/candles.js';
import { announceChange, announceRounds } from '../rounds/round-feed.js';
import {
  insertRounds,
  lastRoundOfChain,
  lastRoundTime,
  type NewRound,
} from '../rounds/rounds-repository.js';
import { nextCrashTime } from './schedule.js';

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SimulatorOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  betHouses: readonly string[];
  /** Rounds per chain generation: about 8 months of play at the simulator's average pace. */
  chainLength?: number;
  /** How far back a first start (or a long stop) fills in. */
  backfillMs?: number;
  timers?: Timers;
}

const INSERT_BATCH = 1000;
const RETRY_AFTER_FAILURE_MS = 5_000;
const ANALYZE_AFTER_ROUNDS = 1_000;

interface HouseState {
  chainRow: ChainRow;
  rounds: Iterator<ChainRound>;
  next: NewRound;
}

export class RoundSimulator {
  private readonly chainLength: number;
  private readonly backfillMs: number;
  private readonly timers: Timers;
  private readonly states = new Map<string, HouseState>();
  private readonly handles = new Map<string, unknown>();
  private running: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: SimulatorOptions) {
    this.chainLength = options.chainLength ?? 1_000_000;
    this.backfillMs = options.backfillMs ?? 7 * DAY_MS;
    this.timers = options.timers ?? globalThis;
  }

  start(): Promise<void> {
    this.stopped = false;
    return this.serially(async () => {
      for (const betHouse of this.options.betHouses) {
        const started = performance.now();
        const rounds = await this.tick(betHouse, false);
        // Fresh planner statistics after a bulk fill: without them PostgreSQL (and
        // PGlite, which has no autovacuum) may sort the whole table for "latest N".
        if (rounds >= ANALYZE_AFTER_ROUNDS) await this.options.db.exec('ANALYZE rounds');
        const ms = Math.round(performance.now() - started);
        this.options.log.info({ betHouse, rounds, ms }, 'round simulator caught up');
      }
    });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const handle of this.handles.values()) this.timers.clearTimeout(handle);
    this.handles.clear();
    await this.running;
  }

  /** Resolves once the work in progress (a start or a round being stored) is done. */
  idle(): Promise<void> {
    return this.running;
  }

  /** Runs one unit of work after the previous one: never two writers per house. */
  private serially(work: () => Promise<void>): Promise<void> {
    const run = this.running.then(work);
    this.running = run.catch(() => undefined);
    return run;
  }

  /** Stores every round of the house due by now, then sleeps until the next one; returns how many it stored. */
  private async tick(betHouse: string, live: boolean): Promise<number> {
    if (this.stopped) return 0;
    let retryIn: number | undefined;
    let stored = 0;
    try {
      const state = this.states.get(betHouse) ?? (await this.resume(betHouse));
      this.states.set(betHouse, state);
      stored = await this.storeDue(betHouse, state, live);
    } catch (error) {
      // Forget the in-memory position: the next attempt resumes from what was stored.
      this.states.delete(betHouse);
      this.options.log.error({ err: error, betHouse }, 'round simulator failed; retrying');
      retryIn = RETRY_AFTER_FAILURE_MS;
    }
    // No state after a clash with another process: resume from the database at once.
    const nextTime = this.states.get(betHouse)?.next.timeMs ?? 0;
    this.schedule(betHouse, retryIn ?? Math.max(0, nextTime - this.options.clock()));
    return stored;
  }

  private schedule(betHouse: string, delay: number): void {
    if (this.stopped) return;
    const handle = this.timers.setTimeout(
      () =>
        void this.serially(async () => {
          await this.tick(betHouse, true);
        }),
      delay,
    );
    this.handles.set(betHouse, handle);
  }

  private async storeDue(betHouse: string, state: HouseState, live: boolean): Promise<number> {
    const now = this.options.clock();
    let stored = 0;
    let batch: NewRound[] = [];
    while (state.next.timeMs <= now) {
      batch.push(state.next);
      await this.advance(betHouse, state);
      if (batch.length === INSERT_BATCH || state.next.timeMs > now) {
        const storedNow = await this.store(betHouse, batch, live);
        stored += storedNow;
        if (storedNow < batch.length) {
          // Another process stored some of these first (with its own timing on a
          // simultaneous first start): continue from what is stored, not from memory.
          this.states.delete(betHouse);
          return stored;
        }
        batch = [];
        // A stop during a long backfill takes effect here, between batches (a
        // server being shut down must not wait for seven days of rounds); the
        // next start resumes from what is stored.
        if (this.stopped) return stored;
        // PGlite runs in this thread: let requests in between batches of a long backfill.
        await setImmediate();
      }
    }
    return stored;
  }

  /** Stores a batch; returns how many of its rounds were new (another process may have stored some). */
  private async store(betHouse: string, rounds: NewRound[], live: boolean): Promise<number> {
    return this.options.db.transaction(async (tx) => {
      const stored = await insertRounds(tx, rounds);
      if (live) await announceRounds(tx, betHouse, stored.map(toCandle));
      else if (stored.length > 0) await announceChange(tx, betHouse);
      return stored.length;
    });
  }

  private async resume(betHouse: string): Promise<HouseState> {
    const { db } = this.options;
    const stored = await currentChain(db, betHouse);
    const { row, chain } =
      stored === undefined
        ? await startChain(db, betHouse, 1, this.chainLength)
        : { row: stored, chain: await rebuildChain(stored) };
    const last = await lastRoundOfChain(db, row.id);
    const backfillStart = this.options.clock() - this.backfillMs;
    // A stop longer than the backfill window leaves a gap rather than replaying it all.
    const lastTime = Math.max(
      last?.timeMs ?? (await lastRoundTime(db, betHouse)) ?? 0,
      backfillStart,
    );
    const rounds = chain.roundsFrom((last?.chainIndex ?? 0) + 1);
    const state: HouseState = {
      chainRow: row,
      rounds,
      next: { betHouse, odd: 1, timeMs: lastTime, hash: null, chainId: row.id, chainIndex: 0 },
    };
    await this.advance(betHouse, state);
    return state;
  }

  private async advance(betHouse: string, state: HouseState): Promise<void> {
    let step = state.rounds.next();
    if (step.done === true) {
      const { row, chain } = await startChain(
        this.options.db,
        betHouse,
        state.chainRow.generation + 1,
        this.chainLength,
      );
      state.chainRow = row;
      state.rounds = chain.roundsFrom(1);
      step = state.rounds.next();
      if (step.done === true) throw new Error('a new chain yielded no round');
    }
    const { index, hash } = step.value;
    const odd = crashPoint(hash, state.chainRow.salt);
    state.next = {
      betHouse,
      odd,
      timeMs: nextCrashTime(state.next.timeMs, odd),
      hash: hashToHex(hash),
      chainId: state.chainRow.id,
      chainIndex: index,
    };
  }
}
