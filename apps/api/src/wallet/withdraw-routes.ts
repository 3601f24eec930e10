// POST api/withdraws (Idempotency-Key): minimum R$ 30,00, an address on file,
// a Pix key that is the user's own, an approved KYC (production: the CPF key
// only), and never more than the balance. The balance is debited and the
// payout queued in one transaction, then sent to the payout provider; the
// withdrawal is `processing` until the provider's callback settles it
// (payouts/payouts.ts). GET api/withdraws lists the latest with their state.
import { onlyDigits } from '@velas/domain/documents';
import { messages } from '@velas/domain/messages';
import { toCents } from '@velas/domain/money';
import {
  withdrawalsResponseSchema,
  withdrawRequestSchema,
  withdrawResponseSchema,
  type PixKeyType,
  type WithdrawResponse,
} from '@velas/domain/schemas/wallet';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { loadAccount } from '../accounts/accounts-repository.js';
import { HttpError } from '../http/http-error.js';
import { InsufficientBalanceError, postLedgerEntry } from '../money/ledger.js';
import { queueWithdrawalPayout, sendPayout } from '../payouts/payouts.js';
import { idempotent, rememberRequestHash } from './idempotency.js';
import { insertWithdrawal, selectUserWithdrawals } from './withdrawals-repository.js';
import { toWithdrawal } from './withdrawals.js';

/** How many withdrawals the withdraw screen lists. */
export const LATEST_WITHDRAWALS = 20;

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
    let payoutId: string | null = null;
    const sendAfterCommit = async () => {
      if (payoutId === null) return;
      // A failure here leaves the payout queued: the resend job sends it.
      await sendPayout(app.payouts.context, payoutId).catch((error: unknown) => {
        request.log.warn({ err: error, payoutId }, 'payout not sent; it stays queued');
      });
    };
    return idempotent(
      app,
      request,
      reply,
      'withdraw',
      async (tx) => {
        const account = await loadAccount(tx, request.userId);
        if (account.zip_code === null || account.number === null) {
          throw new HttpError(422, messages.addressRequired, {
            address: [messages.addressRequired],
          });
        }
        if (!isOwnPixKey(account, body.pixType, body.pixKey))
          throw HttpError.field(422, 'pixKey', messages.pixKeyNotOwned);
        // Money leaves only to a verified holder (docs/product.md#wallet-withdrawals); with real money,
        // only to the CPF key, the one key the verification proved is theirs.
        if (account.kyc_status !== 'approved')
          throw new HttpError(403, messages.withdrawRequiresKyc);
        if (app.settings.mode === 'production' && body.pixType !== 'CPF')
          throw HttpError.field(422, 'pixType', messages.withdrawCpfKeyOnly);

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
            status: 'processing',
            reference: `withdrawal:${String(id)}`,
            at: now,
          });
          payoutId = await queueWithdrawalPayout(
            tx,
            {
              id,
              userId: request.userId,
              amountCents: body.amount,
              pixType: body.pixType,
              pixKey: body.pixKey,
            },
            now,
          );
          const response: WithdrawResponse = {
            success: true,
            message: messages.withdrawProcessing,
            id,
            balance: balanceAfter,
            status: 'processing',
          };
          return { status: 200, body: response };
        } catch (error) {
          if (error instanceof InsufficientBalanceError) {
            throw HttpError.field(422, 'amount', messages.insufficientBalance);
          }
          throw error;
        }
      },
      sendAfterCommit,
    );
  });

  const listOptions = {
    preValidation: app.authenticate,
    schema: { response: { 200: withdrawalsResponseSchema } },
  };
  app.get('/api/withdraws', listOptions, async (request) => ({
    data: (await selectUserWithdrawals(app.db, request.userId, LATEST_WITHDRAWALS)).map(
      toWithdrawal,
    ),
  }));
}
