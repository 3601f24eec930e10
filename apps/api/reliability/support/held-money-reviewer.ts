// A person at the held-money queue while the traffic runs
// (docs/operations/held-money.md#held-money): what the brakes held is released or
// returned, at random, with the functions the `held` command uses
// (oversight/money-review.ts), racing the players' own requests. `finish`
// empties the queue, so a run ends with every held win and every withdrawal
// in review decided, and brake-invariants.ts can hold that none is left.
import { operatorActor } from '#/audit/audit-actor.js';
import { openPostgres } from '#/db/postgres.js';
import { listHeldMoney, settleHeldWin, settleHeldWithdrawal } from '#/oversight/money-review.js';
import type { Random } from './random.js';

export interface ReviewFigures {
  'withdrawals released by the reviewer': number;
  'withdrawals returned by the reviewer': number;
  'wins released by the reviewer': number;
  'wins returned by the reviewer': number;
}

const REVIEWER = operatorActor('reliability reviewer');
/** How often the reviewer looks at the queue during the traffic. */
const ROUND_MS = 2_000;

export class HeldMoneyReviewer {
  readonly figures: ReviewFigures = {
    'withdrawals released by the reviewer': 0,
    'withdrawals returned by the reviewer': 0,
    'wins released by the reviewer': 0,
    'wins returned by the reviewer': 0,
  };
  private readonly db;
  private rounds: Promise<void> | null = null;
  private stopped = false;

  constructor(
    databaseUrl: string,
    private readonly random: Random,
  ) {
    this.db = openPostgres(databaseUrl, 2);
  }

  /** Decides, a round every few seconds, until `finish`. */
  start(): void {
    this.rounds = (async () => {
      while (!this.stopped) {
        await this.decideQueue();
        await new Promise((resolve) => setTimeout(resolve, ROUND_MS));
      }
    })();
  }

  /**
   * Stops the rounds and decides everything still held: withdrawals are
   * returned now (a release at the end would leave its payout to the resend
   * job after the traffic, past the settling wait), wins at random as before.
   */
  async finish(): Promise<ReviewFigures> {
    this.stopped = true;
    await this.rounds;
    await this.decideQueue(true);
    await this.db.close();
    return this.figures;
  }

  private async decideQueue(last = false): Promise<void> {
    const held = await listHeldMoney(this.db);
    for (const withdrawal of held.withdrawals) {
      const decision = !last && this.random.next() < 0.5 ? 'release' : 'return';
      // The released payout is sent by the api's resend job, as after the `held` command.
      await this.db.transaction((tx) =>
        settleHeldWithdrawal(tx, withdrawal.id, decision, {
          actor: REVIEWER,
          now: Date.now(),
        }),
      );
      this.figures[
        decision === 'release'
          ? 'withdrawals released by the reviewer'
          : 'withdrawals returned by the reviewer'
      ] += 1;
    }
    for (const win of held.wins) {
      const decision = this.random.next() < 0.5 ? 'release' : 'return';
      await this.db.transaction((tx) =>
        settleHeldWin(tx, win.id, decision, { actor: REVIEWER, now: Date.now() }),
      );
      this.figures[
        decision === 'release' ? 'wins released by the reviewer' : 'wins returned by the reviewer'
      ] += 1;
    }
  }
}
