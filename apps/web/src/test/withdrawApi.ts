// The withdraw screen's api as its tests arrange it: answers built once
// (a withdrawal at each status, the accepted request, the CEP found, the
// address saved), the handlers that serve them, and the screen opened.
import { screen } from '@testing-library/react';
import { fill } from '@velas/domain/messages/sentences';
import { walletMessages } from '@velas/domain/messages/wallet';
import { viaCepAddressSchema } from '@velas/domain/schemas/postal-code';
import { userUpdateResponseSchema } from '@velas/domain/schemas/user';
import {
  withdrawalSchema,
  withdrawResponseSchema,
  type Withdrawal,
} from '@velas/domain/schemas/wallet';
import { http, HttpResponse } from 'msw/http';
import * as fixtures from './fixtures.ts';
import { API } from './handlers.ts';
import { renderMoneyScreen } from './renderMoneyScreen.ts';
import { server } from './server.ts';

/** The profile of a player who gave an address before (the fixture's has none). */
export const withAddress = { ...fixtures.profile, zipCode: '01001000', number: '100' };

/** The api accepting a withdrawal request: it is processing. */
export const buildWithdrawAnswer = () =>
  withdrawResponseSchema.parse({
    success: true,
    message: walletMessages.withdrawProcessing,
    id: 1,
    balance: 100,
    status: 'processing',
  });

const REQUESTED_AT = '2026-11-22T15:00:00.000Z';
const SETTLED_AT = '2026-11-22T15:00:05.000Z';

interface WithdrawalAnswerOptions {
  id?: number;
  /** In cents. */
  amount?: number;
  status?: Withdrawal['status'];
  reviewMessage?: string | null;
}

/**
 * A withdrawal of the list as the api tells it, R$ 40,00 to the fixture's CPF
 * key requested at 15:00:00Z, with the timeline its status has reached: sent
 * at once, then paid or returned five seconds later; or held for review.
 */
export function buildWithdrawalAnswer({
  id = 1,
  amount = 4000,
  status = 'processing',
  reviewMessage = null,
}: WithdrawalAnswerOptions = {}): Withdrawal {
  const settled = status === 'paid' || status === 'failed';
  const settlement: Withdrawal['timeline'] = settled
    ? [{ step: status === 'paid' ? 'paid' : 'returned', at: SETTLED_AT }]
    : [];
  const afterRequest: Withdrawal['timeline'] =
    status === 'review'
      ? [{ step: 'review', at: REQUESTED_AT }]
      : [{ step: 'sent', at: REQUESTED_AT }, ...settlement];
  return withdrawalSchema.parse({
    id,
    amount,
    pixType: 'CPF',
    pixKey: '52998224725',
    status,
    createdAt: REQUESTED_AT,
    settledAt: settled ? SETTLED_AT : null,
    reviewMessage,
    timeline: [{ step: 'requested', at: REQUESTED_AT }, ...afterRequest],
  });
}

/** ViaCEP's answer for 01001-000. */
export const buildViaCepAnswer = () =>
  viaCepAddressSchema.parse({
    cep: '01001-000',
    logradouro: 'Praça da Sé',
    bairro: 'Sé',
    localidade: 'São Paulo',
    uf: 'SP',
  });

/** The api's answer to a saved address: the profile now has one. */
export const buildAddressSavedAnswer = () =>
  userUpdateResponseSchema.parse({ message: 'ok', profile: withAddress });

/** Every CEP looked up is 01001-000. */
export function cepFound(): void {
  server.use(http.get(`${API}/cep-api/ws/:cep/json`, () => HttpResponse.json(buildViaCepAnswer())));
}

/** The withdraw screen opened by a signed-in player with `profile`, once its form is there. */
export async function openWithdraw(profile: typeof fixtures.profile = withAddress) {
  server.use(http.get(`${API}/api/profile`, () => HttpResponse.json(profile)));
  const { user } = renderMoneyScreen('/admin/withdraw');
  await screen.findByLabelText('Chave Pix');
  return user;
}

/** Text with its no-break spaces as plain ones, as a player reads it. */
export const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');

/** The message of a withdrawal requested, for an amount as shown. */
export const requested = (valor: string) => fill(walletMessages.withdrawRequested, { valor });
