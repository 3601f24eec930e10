// POST api/withdraws (Idempotency-Key): minimum R$ 30,00, an address on file,
// a Pix key that is the user's own, and never more than the balance.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onlyDigits } from '@velas/domain/documents';
import { messages } from '@velas/domain/messages';
import {
  withdrawRequestSchema,
  withdrawResponseSchema,
  type PixKeyType,
  type WithdrawResponse,
} from '@velas/domain/schemas/wallet';
import { toCents } from '@velas/domain/money';
import { HttpError } from '../http/http-error.js';
import { InsufficientBalanceError, postLedgerEntry } from '../money/ledger.js';
import { loadAccount } from '../platform/accounts-repository.js';
import { idempotent, rememberRequestHash } from './idempotency.js';
import { insertWithdrawal } from './withdrawals-repository.js';

/** The key the withdrawal screen shows is read from the profile; the server insists on it. */
function isOwnPixKey(
  account: { cpf: string; phone: string; email: string },
  type: PixKeyType,
  key: string,
): boolean {
  if (type === 'CPF') return onlyDigits(key) === account.cpf;
  if (type === 'Telefone')
    return onlyDigits(key).replace(/^55(?=\d{10,11}$)/, '') === account.phone;
  return key.trim().toLowerCase() === account.email;
}

export function withdrawRoutes(instance: FastifyInstance): void {
  const app = instance.withTypeProvider<ZodTypeProvider>();
  const options = {
    preValidation: [app.authenticate, rememberRequestHash],
    schema: { body: withdrawRequestSchema, response: { 200: withdrawResponseSchema } },
  };
  app.post('/api/withdraws', options, async (request, reply) => {
    const { body } = request;
    return idempotent(app, request, reply, 'withdraw', async (tx) => {
      const account = await loadAccount(tx, request.userId);
      if (account.zip_code === null || account.number === null) {
        throw new HttpError(422, messages.addressRequired, { address: [messages.addressRequired] });
      }
      if (!isOwnPixKey(account, body.pixType, body.pixKey))
        throw HttpError.field(422, 'pixKey', messages.pixKeyNotOwned);

      const now = app.clock();
      const id = await insertWithdrawal(tx, {
        userId: request.userId,
        amountCents: body.amount,
        pixType: body.pixType,
        pixKey: body.pixKey,
        createdAt: new Date(now),
      });
      try {
        const { balanceAfter } = await postLedgerEntry(tx, {
          userId: request.userId,
          amount: toCents(-body.amount),
          kind: 'Withdraw',
          status: 'completed',
          reference: `withdrawal:${id}`,
          at: now,
        });
        const response: WithdrawResponse = {
          success: true,
          message: messages.withdrawSucceeded,
          id,
          balance: balanceAfter,
        };
        return { status: 200, body: response };
      } catch (error) {
        if (error instanceof InsufficientBalanceError) {
          throw HttpError.field(422, 'amount', messages.insufficientBalance);
        }
        throw error;
      }
    });
  });
}
