// Property: under any sequence of deposits, payments, withdrawals, limit
// changes and clock moves, no accepted deposit takes the player past the loss
// limit in force at that moment. The limit in force and the net position are
// computed here by a model of the rules, independently of the api's queries.
// Besides random amounts, 'edge' steps deposit exactly what is left under the
// limit, or one cent more, and every run ends with both: a rule that lets a
// deposit pass the limit by a cent, or refuses one that reaches it exactly,
// fails here.
import { periodBounds } from '@velas/domain/calendar';
import { PIX_EXPIRY_SECONDS } from '@velas/domain/constants';
import { type Cents, toCents } from '@velas/domain/money';
import { RAISE_DELAY_MS, type Limits } from '@velas/domain/protection';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { lockUser } from '#/accounts/accounts-repository.js';
import { SYSTEM_ACTOR } from '#/audit/audit-actor.js';
import { Refused } from '#/domain-errors.js';
import { payDeposit } from '#/test/deposits.js';
import { useTestApp } from '#/test/use-test-app.js';
import { completeDeposit, insertReservation, issueCharge } from '#/wallet/deposits.js';
import { staticKeyPixCharges } from '#/wallet/pix-charges.js';
import { insertWithdrawal } from '#/wallet/withdrawals/withdrawals-repository.js';
import { assertDepositAllowed, chooseLimits } from './protection.js';

const t = useTestApp();

const limitsArbitrary = fc.record({
  lossLimit: fc.integer({ min: 1_000, max: 50_000 }).map((value) => value as Cents),
  lossPeriod: fc.constantFrom('day', 'week', 'month'),
  sessionMinutes: fc.constant(720),
}) as fc.Arbitrary<Limits>;

const step = fc.oneof(
  fc.record({ kind: fc.constant('deposit' as const), amount: fc.integer({ min: 1, max: 30_000 }) }),
  fc.record({ kind: fc.constant('pay' as const) }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: fc.integer({ min: 1, max: 20_000 }),
  }),
  fc.record({ kind: fc.constant('edge' as const), over: fc.constantFrom(0, 1) }),
  fc.record({ kind: fc.constant('limits' as const), limits: limitsArbitrary }),
  fc.record({
    kind: fc.constant('advance' as const),
    // Minutes to a few days: crosses Pix expiry, the 24-hour delay and period ends.
    ms: fc.oneof(
      fc.integer({ min: 1, max: 3_600_000 }),
      fc.integer({ min: 1, max: 4 * 86_400_000 }),
    ),
  }),
);

interface ModelDeposit {
  id: string;
  at: number;
  amount: number;
  paid: boolean;
}

let runs = 0;

it('no accepted deposit takes the player past the limit in force', async () => {
  await fc.assert(
    fc.asyncProperty(limitsArbitrary, fc.array(step, { maxLength: 14 }), async (initial, steps) => {
      runs += 1;
      const { rows } = await t.db.query<{ id: number }>(
        `INSERT INTO users (email, password_hash, name, cpf, phone, created_at)
         VALUES ($1, 'x', 'Pessoa', $2, '11900000000', now()) RETURNING id`,
        [`prop${String(runs)}@example.com`, String(runs).padStart(11, '9')],
      );
      const userId = rows[0]?.id ?? 0;
      let now = Date.parse('2026-03-10T18:00:00.000Z');
      let inForce: Limits = initial;
      let pending: { limits: Limits; at: number } | null = null;
      const deposits: ModelDeposit[] = [];
      const withdrawals: { at: number; amount: number }[] = [];
      await t.db.transaction((tx) =>
        chooseLimits(tx, { userId, next: initial, now, actor: SYSTEM_ACTOR }),
      );

      const settle = () => {
        if (pending !== null && now >= pending.at) {
          inForce = pending.limits;
          pending = null;
        }
      };
      const net = (limits: Limits) => {
        const { start, end } = periodBounds(limits.lossPeriod, now);
        const inPeriod = (at: number) => at >= start && at < end;
        const paidOrLive = (d: ModelDeposit) => d.paid || now < d.at + PIX_EXPIRY_SECONDS * 1000;
        const deposited = deposits.filter((d) => inPeriod(d.at) && paidOrLive(d));
        const withdrawn = withdrawals.filter((w) => inPeriod(w.at));
        return (
          deposited.reduce((sum, d) => sum + d.amount, 0) -
          withdrawn.reduce((sum, w) => sum + w.amount, 0)
        );
      };

      const deposit = async (amount: Cents) => {
        // The route's steps: reserved under the lock, issued, completed.
        const reserved = await t.db
          .transaction(async (tx) => {
            await lockUser(tx, userId);
            await assertDepositAllowed(tx, userId, amount, now);
            return insertReservation(tx, userId, amount, now);
          })
          .catch((error: unknown) => {
            if (error instanceof Refused) return null;
            throw error;
          });
        const issued =
          reserved === null ? null : await issueCharge(staticKeyPixCharges(t.app.config), reserved);
        const accepted =
          reserved === null || issued === null
            ? null
            : await t.db.transaction((tx) => completeDeposit(tx, reserved, issued, now));
        const before = net(inForce);
        if (accepted === null) {
          expect(before + amount).toBeGreaterThan(inForce.lossLimit);
        } else {
          deposits.push({ id: accepted.id, at: now, amount, paid: false });
          expect(net(inForce)).toBeLessThanOrEqual(inForce.lossLimit);
        }
        return accepted !== null;
      };
      /** Deposits what is left under the limit in force, plus `over` cents. */
      const edge = async (over: number) => {
        const amount = inForce.lossLimit - net(inForce) + over;
        if (amount < 1) return;
        expect(await deposit(amount as Cents)).toBe(over === 0);
      };

      for (const action of steps) {
        settle();
        if (action.kind === 'advance') now += action.ms;
        else if (action.kind === 'limits') {
          const next = action.limits;
          await t.db.transaction((tx) =>
            chooseLimits(tx, { userId, next, now, actor: SYSTEM_ACTOR }),
          );
          const lowering =
            next.lossPeriod === inForce.lossPeriod && next.lossLimit <= inForce.lossLimit;
          if (lowering) {
            inForce = next;
            pending = null;
          } else pending = { limits: next, at: now + RAISE_DELAY_MS };
        } else if (action.kind === 'withdraw') {
          await insertWithdrawal(t.db, {
            userId,
            amountCents: toCents(action.amount),
            pixType: 'CPF',
            pixKey: 'x',
            createdAt: new Date(now),
          });
          withdrawals.push({ at: now, amount: action.amount });
        } else if (action.kind === 'pay') {
          const live = deposits.find((d) => !d.paid && now < d.at + PIX_EXPIRY_SECONDS * 1000);
          if (live !== undefined) {
            await t.db.transaction((tx) => payDeposit(tx, userId, live.id, now));
            live.paid = true;
          }
        } else if (action.kind === 'edge') await edge(action.over);
        else await deposit(action.amount as Cents);
      }
      // The boundary itself, whatever the steps left: a cent past it is
      // refused, exactly up to it is accepted.
      settle();
      await edge(1);
      await edge(0);
    }),
    { numRuns: 40, seed: 20_261_123 },
  );
});
