// "Seus saques" (docs/product.md#wallet-withdrawals): each withdrawal's age
// against the 120-minute deadline in words, counted on the api's clock (the
// list's `now`, never the phone's), and its timeline in each state.
import { screen, within } from '@testing-library/react';
import { messages } from '@velas/domain/messages';
import {
  withdrawalsResponseSchema,
  type Withdrawal,
  type WithdrawalMoment,
} from '@velas/domain/schemas/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '../../../test/handlers';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { server } from '../../../test/server';
import { WithdrawalsList } from './WithdrawalsList';

/** The api's clock in these answers: far from the phone's, which must not matter. */
const API_NOW = Date.parse('2026-03-10T18:00:00.000Z');
const minutes = (count: number) => count * 60_000;
const at = (minutesAgo: number) => new Date(API_NOW - minutes(minutesAgo)).toISOString();

let nextId = 1;
function withdrawal(
  status: Withdrawal['status'],
  timeline: [WithdrawalMoment['step'], number][],
): Withdrawal {
  const moments = timeline.map(([step, minutesAgo]) => ({ step, at: at(minutesAgo) }));
  return {
    id: (nextId += 1),
    amount: 5_000 as Withdrawal['amount'],
    pixType: 'CPF',
    pixKey: '52998224725',
    status,
    createdAt: moments[0]?.at ?? at(0),
    settledAt: status === 'paid' || status === 'failed' ? (moments.at(-1)?.at ?? null) : null,
    reviewMessage: status === 'review' ? messages.withdrawReviewAmount : null,
    timeline: moments,
  };
}

async function show(...items: Withdrawal[]) {
  const body = withdrawalsResponseSchema.parse({
    data: items,
    now: new Date(API_NOW).toISOString(),
  });
  server.use(http.get(`${API}/api/withdraws`, () => HttpResponse.json(body)));
  renderWithProviders(<WithdrawalsList />);
  await screen.findByRole('region', { name: 'Seus saques' });
  return screen.getAllByRole('listitem', { name: /^Saque de/ });
}

const text = (element: HTMLElement) => element.textContent.replace(/\u00a0/g, ' ');

/** The steps of one withdrawal's timeline: [label, whether reached, whether current]. */
function steps(item: HTMLElement) {
  return within(within(item).getByRole('list', { name: 'Etapas do saque' }))
    .getAllByRole('listitem')
    .map((step) => [
      step.firstElementChild?.textContent,
      step.querySelector('time') !== null,
      step.getAttribute('aria-current') === 'step',
    ]);
}

describe('the age of a withdrawal, in words', () => {
  it('counts from the request on the api clock, at several ages', async () => {
    const items = await show(
      withdrawal('processing', [['requested', 0]]),
      withdrawal('processing', [
        ['requested', 1],
        ['sent', 1],
      ]),
      withdrawal('processing', [
        ['requested', 12],
        ['sent', 12],
      ]),
      withdrawal('processing', [['requested', 61]]),
      withdrawal('review', [
        ['requested', 30],
        ['review', 30],
      ]),
      withdrawal('processing', [
        ['requested', 50],
        ['review', 50],
        ['sent', 5],
      ]),
    );
    expect(
      items
        .map(text)
        .map((line) => /(solicitado|enviado|em análise|pedido) há[^;]*;[^R]*horas/.exec(line)?.[0]),
    ).toEqual([
      'solicitado há menos de 1 minuto; o prazo é de até 2 horas',
      'enviado há 1 minuto; o prazo é de até 2 horas',
      'enviado há 12 minutos; o prazo é de até 2 horas',
      'solicitado há 1 hora e 1 minuto; o prazo é de até 2 horas',
      'em análise há 30 minutos; o prazo é de até 2 horas',
      'pedido há 50 minutos e enviado há 5 minutos; o prazo é de até 2 horas',
    ]);
  });

  it('says when the deadline passed', async () => {
    const [late] = await show(
      withdrawal('processing', [
        ['requested', 125],
        ['sent', 125],
      ]),
    );
    expect(text(late as HTMLElement)).toContain(
      'enviado há 2 horas e 5 minutos: passou do prazo de até 2 horas. Se precisar, fale com o suporte.',
    );
  });

  it('once paid, how long it took against the deadline; once returned, when', async () => {
    const [fast, slow, returned] = await show(
      withdrawal('paid', [
        ['requested', 20],
        ['sent', 20],
        ['paid', 12],
      ]),
      withdrawal('paid', [
        ['requested', 200],
        ['sent', 200],
        ['paid', 60],
      ]),
      withdrawal('failed', [
        ['requested', 30],
        ['sent', 30],
        ['returned', 25],
      ]),
    );
    expect(text(fast as HTMLElement)).toContain(
      'pago 8 minutos depois do pedido, dentro do prazo de até 2 horas',
    );
    expect(text(slow as HTMLElement)).toContain(
      'pago 2 horas e 20 minutos depois do pedido, depois do prazo de até 2 horas',
    );
    expect(text(returned as HTMLElement)).toContain(
      'devolvido ao seu saldo 5 minutos depois do pedido',
    );
    expect(text(fast as HTMLElement)).not.toContain('o prazo é de até');
  });
});

describe('the timeline of a withdrawal', () => {
  it('solicitado, not sent yet: the steps ahead muted', async () => {
    const [item] = await show(withdrawal('processing', [['requested', 0]]));
    expect(steps(item as HTMLElement)).toEqual([
      ['Solicitado', true, true],
      ['Enviado', false, false],
      [messages.withdrawStatusPaid, false, false],
    ]);
  });

  it('enviado, with the one state shown being the current one', async () => {
    const [item] = await show(
      withdrawal('processing', [
        ['requested', 3],
        ['sent', 3],
      ]),
    );
    expect(steps(item as HTMLElement)).toEqual([
      ['Solicitado', true, false],
      ['Enviado', true, true],
      [messages.withdrawStatusPaid, false, false],
    ]);
    expect(within(item as HTMLElement).queryByText(messages.withdrawStatusProcessing)).toBeNull();
  });

  it('em análise, only for a held one, with why', async () => {
    const [item] = await show(
      withdrawal('review', [
        ['requested', 3],
        ['review', 3],
      ]),
    );
    expect(steps(item as HTMLElement)).toEqual([
      ['Solicitado', true, false],
      [messages.withdrawStatusReview, true, true],
      ['Enviado', false, false],
      [messages.withdrawStatusPaid, false, false],
    ]);
    expect(item).toHaveTextContent(messages.withdrawReviewAmount);
  });

  it('pago, each step with its time on the São Paulo clock', async () => {
    const [item] = await show(
      withdrawal('paid', [
        ['requested', 10],
        ['review', 10],
        ['sent', 4],
        ['paid', 3],
      ]),
    );
    expect(steps(item as HTMLElement)).toEqual([
      ['Solicitado', true, false],
      [messages.withdrawStatusReview, true, false],
      ['Enviado', true, false],
      [messages.withdrawStatusPaid, true, true],
    ]);
    // 18:00 UTC is 15:00 in São Paulo.
    expect(
      within(item as HTMLElement)
        .getAllByRole('time')
        .map((time) => time.textContent),
    ).toEqual(['10/03 às 14:50', '10/03 às 14:50', '10/03 às 14:56', '10/03 às 14:57']);
    // The pill says the same one state as the timeline's current step.
    expect(within(item as HTMLElement).getAllByText(messages.withdrawStatusPaid)).toHaveLength(2);
  });

  it('devolvido by the provider, or by a person before it was sent: never pago', async () => {
    const [failed, refused] = await show(
      withdrawal('failed', [
        ['requested', 10],
        ['sent', 10],
        ['returned', 9],
      ]),
      withdrawal('failed', [
        ['requested', 10],
        ['review', 10],
        ['returned', 2],
      ]),
    );
    expect(steps(failed as HTMLElement)).toEqual([
      ['Solicitado', true, false],
      ['Enviado', true, false],
      [messages.withdrawStepReturned, true, true],
    ]);
    expect(steps(refused as HTMLElement)).toEqual([
      ['Solicitado', true, false],
      [messages.withdrawStatusReview, true, false],
      [messages.withdrawStepReturned, true, true],
    ]);
  });
});
