// The demo's way to see a barred account without the regulator: the signed-in
// player's own CPF answered as barred on the bases chosen, through the same
// procedure a real answer runs (app.barredAccounts.onBarred).
import { BARRED_LIST_BASES, type BarredListBaseName } from '@velas/domain/barred-list';
import type { FastifyInstance } from 'fastify';
import { loadAccount } from '#/accounts/accounts-repository.js';
import { playerActor } from '#/audit/audit-actor.js';

interface BarDemoAccountInput {
  userId: number;
  /** The bases that bar the account; the others answer not barred. */
  bases: readonly BarredListBaseName[];
  now: number;
}

export async function barDemoAccount(
  app: Pick<FastifyInstance, 'db' | 'barredAccounts'>,
  { userId, bases, now }: BarDemoAccountInput,
): Promise<void> {
  const account = await loadAccount(app.db, userId);
  await app.barredAccounts.onBarred(
    userId,
    {
      cpf: account.cpf,
      answeredAt: now,
      bases: BARRED_LIST_BASES.map((base) => ({ base, barred: bases.includes(base) })),
    },
    playerActor(userId),
  );
}
