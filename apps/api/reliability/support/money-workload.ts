// The random money traffic of the concurrency, fault and two-process tests:
// deposits, sandbox payments, withdrawals, replays of the same
// Idempotency-Key (one after another and at the same time), reused keys with
// other data, payments of someone else's deposit, and the money that goes
// back out: a withdrawal's payout made to fail (the demo provider's sandbox
// action, so its money returns) and a Pix paid after its charge expired (so
// it is refunded through the payout provider). Every request and its
// answer is logged with client-side sequence numbers (one counter for sends
// and receipts), which is what lets ledger-invariants.ts tell what the
// balances allowed when a withdrawal was refused. With a game wallet
// (game-wallet.ts) it also plays as an aggregator would: bets, wins and
// rollbacks referencing a bet, repeats of a transaction id (the same body,
// and another body), and a rollback sent before its bet
// (docs/product/games.md#seamless-wallet).
import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import { isLossLimitRefusal } from '@velas/domain/protection';
import { centsToWalletUnits } from '@velas/domain/schemas/game-wallet';
import type { Account } from './accounts.js';
import { RELIABILITY_GAME_CODE, type GameWallet } from './game-wallet.js';
import { tryCall, type Reply } from './http.js';
import type { Random } from './random.js';

export type OpKind =
  | 'deposit'
  | 'pay'
  | 'withdraw'
  | 'replay'
  | 'race'
  | 'mismatch'
  | 'foreignPay'
  | 'failPayout'
  | 'latePay'
  | 'bet'
  | 'win'
  | 'rollback'
  | 'rollbackFirst'
  | 'walletReplay'
  | 'walletMismatch';

export type WalletEndpoint = 'bet' | 'win' | 'rollback';

export interface OpRecord {
  kind: OpKind;
  account: number;
  scope?: 'deposit' | 'withdraw';
  key?: string;
  amount?: number;
  depositId?: string;
  /** failPayout: the withdrawal whose payout the sandbox fails. */
  withdrawalId?: number;
  /** Wallet calls: the endpoint, the transaction id and the bet it references. */
  wallet?: { endpoint: WalletEndpoint; transactionUuid: string; reference?: string };
  sent: number;
  received: number;
  /** null: the connection broke (the api was killed), outcome unknown. */
  reply: { status: number; body: unknown } | null;
}

interface KeyUse {
  scope: 'deposit' | 'withdraw';
  account: number;
  body: Record<string, unknown>;
  first: { status: number; body: unknown } | null;
}

interface WalletUse {
  account: number;
  endpoint: WalletEndpoint;
  /** The body without its per-call request_uuid. */
  body: Record<string, unknown>;
  amount: number;
  /** The first answer the wallet gave (HTTP 200). */
  first: Record<string, unknown> | null;
  /** Bets: a win or rollback was sent for it, so no other is. */
  claimed: boolean;
}

/** Stored answers come back from jsonb with their keys in another order. */
function sameJson(a: unknown, b: unknown): boolean {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([x], [y]) => (x < y ? -1 : 1))
              .map(([key, item]) => [key, canonical(item)]),
          )
        : value;
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

const WEIGHTS: readonly [OpKind, number][] = [
  ['deposit', 26],
  ['pay', 24],
  ['withdraw', 28],
  ['replay', 12],
  ['race', 4],
  ['mismatch', 3],
  ['foreignPay', 3],
  ['failPayout', 4],
  ['latePay', 3],
];
type WalletKind = 'bet' | 'win' | 'rollback' | 'rollbackFirst' | 'walletReplay' | 'walletMismatch';
const isWalletKind = (kind: OpKind): kind is WalletKind =>
  ['bet', 'win', 'rollback', 'rollbackFirst', 'walletReplay', 'walletMismatch'].includes(kind);

const WALLET_WEIGHTS: readonly [OpKind, number][] = [
  ['bet', 16],
  ['win', 7],
  ['rollback', 5],
  ['rollbackFirst', 2],
  ['walletReplay', 5],
  ['walletMismatch', 2],
];

export interface WorkloadOptions {
  /** Base URLs; each request goes to one at random (two-process test). */
  targets: () => readonly string[];
  ops: number;
  concurrency: number;
  /** Stop issuing new requests (the fault test kills the api). */
  stop?: () => boolean;
  /** Called after every answer (the fault test counts confirmations). */
  onReply?: (record: OpRecord) => void;
  /**
   * Moves a pending charge's expiry into the past, as if its 400 s had gone
   * by (the api's clock is real); without it no late payments are made.
   */
  expireCharge?: (depositId: string) => Promise<void>;
  /** Adds the aggregator's wallet calls to the traffic. */
  wallet?: GameWallet;
}

export class MoneyWorkload {
  readonly log: OpRecord[] = [];
  readonly keys = new Map<string, KeyUse>();
  /** Confirmed deposit ids per account index. */
  readonly deposits: string[][];
  /** Confirmed withdrawal ids per account index. */
  readonly withdrawals: number[][];
  /** Charges whose expiry the workload moved into the past: paying them is refused. */
  readonly expired = new Set<string>();
  /** Answers no well-behaved api gives (5xx without a pt-BR body, wrong statuses). */
  readonly unexpected: string[] = [];
  /** Wallet transactions by transaction_uuid. */
  readonly transactions = new Map<string, WalletUse>();
  // What replays and wins pick from, kept as the answers arrive: scanning
  // every key and transaction for each operation made a long run quadratic.
  /** Keys with a settled first answer, for replays and mismatches. */
  private readonly answeredKeys: [string, KeyUse][] = [];
  /** Wallet transactions with a first answer, for repeats. */
  private readonly answeredTransactions: [string, WalletUse][] = [];
  /** Accepted bets no win or rollback has claimed yet. */
  private readonly openBets: [string, WalletUse][] = [];
  private sequence = 0;
  private wallet: GameWallet | undefined;
  private keyCounter = 0;
  private issued = 0;
  private targets: WorkloadOptions['targets'] = () => [];
  /** Requests sent to each base and not yet answered (or failed). */
  private readonly inFlight = new Map<string, number>();
  private readonly drained = new Map<string, (() => void)[]>();
  /** Who waits for the log to reach a length (afterRequests). */
  private readonly logWaiters = new Set<{ until: number; resolve: (reached: boolean) => void }>();
  private running = false;

  constructor(
    readonly accounts: readonly Account[],
    private readonly random: Random,
    private readonly keyPrefix = 'k',
  ) {
    this.deposits = accounts.map(() => []);
    this.withdrawals = accounts.map(() => []);
  }

  /** The next number of the client-side order of sends and receipts. */
  tick(): number {
    this.sequence += 1;
    return this.sequence;
  }

  get requests(): number {
    return this.log.length;
  }

  private expireCharge: WorkloadOptions['expireCharge'];

  /**
   * Resolves with true once `count` more requests than now are logged
   * (answered or lost); with false if the run ends first, or at once when
   * none is going. Tests pace themselves by it (a restart, a cut, a round
   * to ingest) in requests the api has answered, not in seconds of a timer.
   */
  afterRequests(count: number): Promise<boolean> {
    if (!this.running) return Promise.resolve(false);
    return new Promise((resolve) => {
      this.logWaiters.add({ until: this.requests + count, resolve });
    });
  }

  private wakeLogWaiters(runEnded: boolean): void {
    for (const waiter of this.logWaiters) {
      const reached = this.requests >= waiter.until;
      if (!reached && !runEnded) continue;
      this.logWaiters.delete(waiter);
      waiter.resolve(reached);
    }
  }

  /**
   * Resolves once no request sent to `base` is waiting for its answer: what a
   * load balancer's connection draining waits for after taking a process out
   * of rotation, before it sends SIGTERM.
   */
  async drain(base: string): Promise<void> {
    if ((this.inFlight.get(base) ?? 0) === 0) return;
    await new Promise<void>((resolve) => {
      this.drained.set(base, [...(this.drained.get(base) ?? []), resolve]);
    });
  }

  /**
   * The base a new request goes to: the step's own, unless it has left the
   * rotation since the step began (a load balancer sends no new request to
   * a process it took out), then any process still in it.
   */
  private routeTo(base: string): string {
    const live = this.targets();
    return live.length === 0 || live.includes(base) ? base : this.random.pick(live);
  }

  private async tracked<T>(base: string, request: () => Promise<T>): Promise<T> {
    this.inFlight.set(base, (this.inFlight.get(base) ?? 0) + 1);
    try {
      return await request();
    } finally {
      const left = (this.inFlight.get(base) ?? 1) - 1;
      this.inFlight.set(base, left);
      if (left === 0) {
        for (const resolve of this.drained.get(base) ?? []) resolve();
        this.drained.delete(base);
      }
    }
  }

  async run(options: WorkloadOptions): Promise<void> {
    this.issued = 0;
    this.targets = options.targets;
    this.expireCharge = options.expireCharge;
    this.wallet = options.wallet;
    const worker = async () => {
      while (this.issued < options.ops && !(options.stop?.() ?? false)) {
        this.issued += 1;
        const target = this.random.pick(options.targets());
        for (const record of await this.step(target)) {
          this.log.push(record);
          this.check(record);
          options.onReply?.(record);
          this.wakeLogWaiters(false);
        }
      }
    };
    this.running = true;
    try {
      await Promise.all(Array.from({ length: options.concurrency }, worker));
    } finally {
      this.running = false;
      this.wakeLogWaiters(true);
    }
  }

  private chooseKind(): OpKind {
    const weights = this.wallet === undefined ? WEIGHTS : [...WEIGHTS, ...WALLET_WEIGHTS];
    let roll = this.random.next() * weights.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [kind, weight] of weights) {
      roll -= weight;
      if (roll < 0) return kind;
    }
    return 'deposit';
  }

  private newKey(): string {
    this.keyCounter += 1;
    return `${this.keyPrefix}-${this.random.seed}-${this.keyCounter}`;
  }

  private async send(
    base: string,
    record: Omit<OpRecord, 'sent' | 'received' | 'reply'>,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<OpRecord> {
    const account = this.accounts[record.account];
    if (account === undefined) throw new Error('no such account');
    const sent = this.tick();
    const to = this.routeTo(base);
    const reply: Reply | null = await this.tracked(to, () =>
      tryCall(to, method, path, { token: account.token, body, idempotencyKey: record.key }),
    );
    const received = this.tick();
    const answer = reply === null ? null : { status: reply.status, body: reply.body };
    return { ...record, sent, received, reply: answer };
  }

  private async moneyCall(base: string, kind: OpKind, use: KeyUse, key: string): Promise<OpRecord> {
    const path = use.scope === 'deposit' ? '/api/deposits' : '/api/withdraws';
    const amount = use.body.amount as number;
    const record = await this.send(
      base,
      { kind, account: use.account, scope: use.scope, key, amount },
      'POST',
      path,
      use.body,
    );
    // The answer a replay must repeat: the first one that settled the key.
    const settled =
      record.reply !== null && record.reply.status < 500 && record.reply.status !== 409;
    if (use.first === null && settled) {
      use.first = record.reply;
      this.answeredKeys.push([key, use]);
    }
    if (use.scope === 'deposit' && record.reply?.status === 201) {
      const id = (record.reply.body as { data: { id: string } }).data.id;
      const list = this.deposits[use.account];
      if (list !== undefined && !list.includes(id)) list.push(id);
    }
    if (use.scope === 'withdraw' && record.reply?.status === 200) {
      const id = (record.reply.body as { id: number }).id;
      const list = this.withdrawals[use.account];
      if (list !== undefined && !list.includes(id)) list.push(id);
    }
    return record;
  }

  /** Sends a wallet transaction's body with a fresh request_uuid; the first answer is kept. */
  private async walletCall(
    base: string,
    kind: OpKind,
    uuid: string,
    use: WalletUse,
    body: Record<string, unknown> = use.body,
  ): Promise<OpRecord> {
    const wallet = this.wallet;
    if (wallet === undefined) throw new Error('no game wallet');
    const sent = this.tick();
    const raw = JSON.stringify({ ...body, request_uuid: `${uuid}-r${String(sent)}` });
    const to = this.routeTo(base);
    const reply = await this.tracked(to, () => wallet.send(to, use.endpoint, raw));
    const received = this.tick();
    if (use.first === null && reply?.status === 200 && body === use.body) {
      use.first = reply.body as Record<string, unknown>;
      this.answeredTransactions.push([uuid, use]);
      if (use.endpoint === 'bet' && !use.claimed && use.first.status === 'RS_OK')
        this.openBets.push([uuid, use]);
    }
    const reference = body.reference_transaction_uuid as string | undefined;
    return {
      kind,
      account: use.account,
      amount: use.amount,
      wallet: {
        endpoint: use.endpoint,
        transactionUuid: uuid,
        ...(reference === undefined ? {} : { reference }),
      },
      sent,
      received,
      reply,
    };
  }

  private newTransaction(
    account: number,
    endpoint: WalletEndpoint,
    fields: Record<string, unknown>,
    amount: number,
    uuid = `${this.newKey()}-tx`,
  ): [string, WalletUse] {
    const player = this.wallet?.players[account];
    if (player === undefined) throw new Error('no wallet player for the account');
    const body = {
      user: player.playerRef,
      transaction_uuid: uuid,
      token: player.token,
      round: `reliability-${uuid}`,
      game_code: RELIABILITY_GAME_CODE,
      ...fields,
    };
    const use: WalletUse = { account, endpoint, body, amount, first: null, claimed: false };
    this.transactions.set(uuid, use);
    return [uuid, use];
  }

  /** An accepted bet nobody has won or rolled back yet, now claimed; null when none. */
  private claimBet(): [string, WalletUse] | null {
    if (this.openBets.length === 0) return null;
    const index = this.random.int(0, this.openBets.length - 1);
    const chosen = this.openBets[index];
    const last = this.openBets.pop();
    if (chosen === undefined || last === undefined) return null;
    if (index < this.openBets.length) this.openBets[index] = last;
    chosen[1].claimed = true;
    return chosen;
  }

  private async walletStep(base: string, kind: WalletKind, account: number): Promise<OpRecord[]> {
    const bet = (cents: number) => ({
      currency: 'BRL',
      amount: centsToWalletUnits(toCents(cents)),
      round_closed: false,
    });
    switch (kind) {
      case 'bet': {
        const amount = this.random.int(100, 8_000);
        const [uuid, use] = this.newTransaction(account, 'bet', bet(amount), amount);
        return [await this.walletCall(base, kind, uuid, use)];
      }
      case 'win':
      case 'rollback': {
        const claimed = this.claimBet();
        if (claimed === null) return [];
        const [betUuid, betUse] = claimed;
        // Now and then a win far above the game's ceiling: held, not credited,
        // until a reviewer decides it (held-money-reviewer.ts, brake-invariants.ts).
        const huge = kind === 'win' && this.random.next() < 0.04;
        const amount =
          kind !== 'win'
            ? betUse.amount
            : huge
              ? 2_000 * betUse.amount
              : this.random.int(0, 2 * betUse.amount);
        const fields =
          kind === 'win'
            ? { ...bet(amount), round_closed: true, reference_transaction_uuid: betUuid }
            : { round_closed: true, reference_transaction_uuid: betUuid };
        const [uuid, use] = this.newTransaction(betUse.account, kind, fields, amount);
        return [await this.walletCall(base, kind, uuid, use)];
      }
      case 'rollbackFirst': {
        // The rollback arrives first (a lost bet the aggregator gave up on); the bet after it.
        const amount = this.random.int(100, 8_000);
        const betUuid = `${this.newKey()}-tx`;
        const [rollbackUuid, rollback] = this.newTransaction(
          account,
          'rollback',
          { round_closed: true, reference_transaction_uuid: betUuid },
          amount,
        );
        const first = await this.walletCall(base, kind, rollbackUuid, rollback);
        const [, late] = this.newTransaction(account, 'bet', bet(amount), amount, betUuid);
        late.claimed = true;
        return [first, await this.walletCall(base, kind, betUuid, late)];
      }
      case 'walletReplay':
      case 'walletMismatch': {
        if (this.answeredTransactions.length === 0) return [];
        const [uuid, use] = this.random.pick(this.answeredTransactions);
        if (kind === 'walletReplay') return [await this.walletCall(base, kind, uuid, use)];
        const other = { ...use.body, round: `${String(use.body.round)}-other` };
        return [await this.walletCall(base, kind, uuid, use, other)];
      }
    }
  }

  /** Repeats, with the same body, every wallet call whose answer was lost (a killed api). */
  async retryLostWallet(base: string): Promise<OpRecord[]> {
    const retried: OpRecord[] = [];
    const lost = this.log.filter(
      (record) =>
        record.reply === null && record.wallet !== undefined && record.kind !== 'walletMismatch',
    );
    for (const record of lost) {
      const uuid = record.wallet?.transactionUuid ?? '';
      const use = this.transactions.get(uuid);
      if (use === undefined) continue;
      const again = await this.walletCall(base, 'walletReplay', uuid, use);
      this.check(again);
      retried.push(again);
    }
    return retried;
  }

  private async step(base: string): Promise<OpRecord[]> {
    const kind = this.chooseKind();
    const account = this.random.int(0, this.accounts.length - 1);
    const owner = this.accounts[account];
    if (owner === undefined) return [];
    if (isWalletKind(kind)) return this.walletStep(base, kind, account);
    const fresh = (scope: 'deposit' | 'withdraw'): [string, KeyUse] => {
      const body =
        scope === 'deposit'
          ? { amount: this.random.int(1_000, 40_000) }
          : { amount: this.random.int(3_000, 30_000), pixType: 'CPF', pixKey: owner.cpf };
      const key = this.newKey();
      const use: KeyUse = { scope, account, body, first: null };
      this.keys.set(key, use);
      return [key, use];
    };

    switch (kind) {
      case 'deposit':
      case 'withdraw': {
        const [key, use] = fresh(kind);
        return [await this.moneyCall(base, kind, use, key)];
      }
      case 'race': {
        const [key, use] = fresh(this.random.next() < 0.5 ? 'deposit' : 'withdraw');
        return Promise.all([
          this.moneyCall(base, kind, use, key),
          this.moneyCall(base, kind, use, key),
        ]);
      }
      case 'replay':
      case 'mismatch': {
        if (this.answeredKeys.length === 0) return [];
        const [key, use] = this.random.pick(this.answeredKeys);
        if (kind === 'replay') return [await this.moneyCall(base, kind, use, key)];
        const other: KeyUse = {
          ...use,
          body: { ...use.body, amount: (use.body.amount as number) + 1 },
        };
        const path = use.scope === 'deposit' ? '/api/deposits' : '/api/withdraws';
        return [
          await this.send(
            base,
            { kind, account: use.account, scope: use.scope, key },
            'POST',
            path,
            other.body,
          ),
        ];
      }
      case 'pay':
      case 'foreignPay': {
        const payer = kind === 'pay' ? account : (account + 1) % this.accounts.length;
        const ids = this.deposits[account] ?? [];
        if (ids.length === 0 || (kind === 'foreignPay' && payer === account)) return [];
        // Mostly the newest (likely unpaid) deposits, sometimes an old one again.
        const depositId =
          this.random.next() < 0.8
            ? (ids[ids.length - 1 - this.random.int(0, Math.min(3, ids.length - 1))] ?? '')
            : this.random.pick(ids);
        return [
          await this.send(
            base,
            { kind, account: payer, depositId },
            'POST',
            `/api/deposits/${depositId}/pay`,
          ),
        ];
      }
      case 'failPayout': {
        const ids = this.withdrawals[account] ?? [];
        if (ids.length === 0) return [];
        // Mostly a recent one (likely still processing), sometimes one long paid.
        const withdrawalId =
          this.random.next() < 0.8
            ? (ids[ids.length - 1 - this.random.int(0, Math.min(2, ids.length - 1))] ?? 0)
            : this.random.pick(ids);
        return [
          await this.send(
            base,
            { kind, account, withdrawalId },
            'POST',
            `/api/withdraws/${String(withdrawalId)}/simulate-failure`,
          ),
        ];
      }
      case 'latePay': {
        const ids = this.deposits[account] ?? [];
        if (ids.length === 0 || this.expireCharge === undefined) return [];
        const depositId = ids[ids.length - 1] ?? '';
        this.expired.add(depositId);
        await this.expireCharge(depositId);
        return [
          await this.send(
            base,
            { kind, account, depositId },
            'POST',
            `/api/deposits/${depositId}/pay`,
          ),
        ];
      }
    }
  }

  private checkWallet(record: OpRecord, reply: { status: number; body: unknown }): void {
    const body = reply.body as Record<string, unknown> | null;
    const status = body?.status;
    const say = (why: string) =>
      this.unexpected.push(
        `${record.kind} ${why}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
      );
    if (reply.status !== 200) {
      say('wallet call not answered with 200');
      return;
    }
    if (typeof body?.balance === 'number' && body.balance < 0) say('negative balance answered');
    const endpoint = record.wallet?.endpoint;
    const use = this.transactions.get(record.wallet?.transactionUuid ?? '');
    const withoutRequest = (answer: unknown) =>
      Object.fromEntries(
        Object.entries((answer ?? {}) as Record<string, unknown>).filter(
          ([key]) => key !== 'request_uuid',
        ),
      );
    switch (record.kind) {
      case 'bet':
        if (status !== 'RS_OK' && status !== 'RS_ERROR_NOT_ENOUGH_MONEY')
          say('bet neither accepted nor refused for the balance');
        break;
      case 'win':
      case 'rollback':
        if (status !== 'RS_OK') say(`${record.kind} of an open accepted bet refused`);
        break;
      case 'rollbackFirst':
        if (endpoint === 'rollback' && status !== 'RS_OK') say('rollback before its bet refused');
        if (endpoint === 'bet' && status !== 'RS_ERROR_TRANSACTION_ROLLED_BACK')
          say('bet after its rollback not refused');
        break;
      case 'walletReplay':
        if (!sameJson(withoutRequest(use?.first), withoutRequest(body)))
          say('wallet repeat differs from the first answer');
        break;
      case 'walletMismatch':
        if (status !== 'RS_ERROR_DUPLICATE_TRANSACTION')
          say('same transaction id with another body not refused');
        break;
      default:
        break;
    }
  }

  private check(record: OpRecord): void {
    const { reply } = record;
    if (reply === null) return;
    if (record.wallet !== undefined) {
      this.checkWallet(record, reply);
      return;
    }
    const body = reply.body as { message?: unknown; errors?: unknown } | null;
    const say = (why: string) =>
      this.unexpected.push(
        `${record.kind} ${why}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 200)}`,
      );
    if (
      reply.status >= 400 &&
      (typeof body?.message !== 'string' || typeof body.errors !== 'object')
    )
      say('error without { message, errors }');
    if (reply.status >= 500) {
      if (
        body?.message !== commonMessages.internalError &&
        body?.message !== commonMessages.serviceUnavailable
      )
        say('5xx without the pt-BR message');
      return;
    }
    const inFlight = reply.status === 409 && body?.message === commonMessages.idempotencyConflict;
    switch (record.kind) {
      case 'deposit':
        // Refused at the player's loss limit is a right answer too (docs/product/player-protection.md#loss-limit).
        if (
          reply.status !== 201 &&
          !(reply.status === 422 && isLossLimitRefusal(String(body?.message)))
        )
          say('deposit neither created nor refused at the loss limit');
        break;
      case 'withdraw':
        if (
          reply.status !== 200 &&
          !(reply.status === 422 && body?.message === walletMessages.insufficientBalance)
        )
          say('withdrawal neither done nor refused for the balance');
        break;
      case 'race':
      case 'replay': {
        const use = record.key === undefined ? undefined : this.keys.get(record.key);
        const first = use?.first;
        const acceptable =
          inFlight ||
          (first !== undefined &&
            first !== null &&
            first.status === reply.status &&
            sameJson(first.body, reply.body));
        if (!acceptable) say('replay differs from the first answer');
        break;
      }
      case 'mismatch':
        if (
          !(reply.status === 422 && body?.message === commonMessages.idempotencyMismatch) &&
          !inFlight
        )
          say('reused key with other data not refused');
        break;
      case 'pay':
      case 'latePay': {
        const late =
          reply.status === 422 &&
          body?.message === walletMessages.depositExpired &&
          this.expired.has(record.depositId ?? '');
        const paid =
          reply.status === 200 &&
          (reply.body as { data?: { status?: string } }).data?.status === 'paid';
        // A late payment is refused (and refunded) unless the charge was paid in time.
        if (!paid && !late) say('payment of an own deposit neither credited nor refused as late');
        break;
      }
      case 'failPayout': {
        // 'processing': the failure is decided but its callback not yet taken
        // (a cut connection); the delivery job settles it later.
        // 'review': a brake held it, so there is no payout to fail (brake-invariants.ts).
        const status = (reply.body as { data?: { status?: string } }).data?.status;
        const decided =
          reply.status === 200 &&
          (status === 'failed' || status === 'processing' || status === 'review');
        const alreadyPaid =
          reply.status === 409 && body?.message === walletMessages.withdrawAlreadySettled;
        if (!decided && !alreadyPaid) say('payout neither failed, held nor already paid');
        break;
      }
      case 'foreignPay':
        if (reply.status !== 404) say("someone else's deposit could be paid");
        break;
    }
  }
}
