// "Seus saques" (docs/product/wallet.md#wallet-withdrawals): each withdrawal's age
// against the 120-minute deadline in words, counted on the api's clock (the
// list's `now`, never the phone's), and its timeline in each state; a paid
// one on one line, its sentence and timeline behind a tap.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletMessages } from '@velas/domain/messages/wallet';
import {
  withdrawalsResponseSchema,
  type Withdrawal,
  type WithdrawalMoment,
} from '@velas/domain/schemas/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { API } from '#/test/handlers.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { server } from '#/test/server.ts';
import { WithdrawalsList } from './WithdrawalsList.tsx';

/** The api's clock in these answers: far from the phone's, which must not matter. */
const API_NOW = Date.parse('2026-03-10T18:00:00.000Z');
const minutes = (count: number) => count * 60_000;
const at = (minutesAgo: number) => new Date(API_NOW - minutes(minutesAgo)).toISOString();

type Moments = [WithdrawalMoment['step'], number][];

let nextId = 1;
function withdrawal(status: Withdrawal['status'], timeline: Moments): Withdrawal {
  const moments = timeline.map(([step, minutesAgo]) => ({ step, at: at(minutesAgo) }));
  return {
    id: (nextId += 1),
    amount: 5_000 as Withdrawal['amount'],
    pixType: 'CPF',
    pixKey: '52998224725',
    status,
    createdAt: moments[0]?.at ?? at(0),
    settledAt: status === 'paid' || status === 'failed' ? (moments.at(-1)?.at ?? null) : null,
    reviewMessage: status === 'review' ? walletMessages.withdrawReviewAmount : null,
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
    // "2 horas" never splits across lines.
    expect(items[0]?.textContent).toContain('o prazo é de até 2\u00a0horas');
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
    expect(late?.textContent).toContain('passou do prazo de até 2\u00a0horas.');
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

const REQUESTED = ['Solicitado', true, false];
const SENT = ['Enviado', true, false];
const HELD = [walletMessages.withdrawStatusReview, true, false];
const PAID_AHEAD = [walletMessages.withdrawStatusPaid, false, false];

describe('the timeline of a withdrawal', () => {
  it.each<[string, Withdrawal['status'], Moments, unknown[][]]>([
    [
      'solicitado, not sent yet: the steps ahead muted',
      'processing',
      [['requested', 0]],
      [['Solicitado', true, true], ['Enviado', false, false], PAID_AHEAD],
    ],
    [
      'enviado: the current step is the last lit',
      'processing',
      [
        ['requested', 3],
        ['sent', 3],
      ],
      [REQUESTED, ['Enviado', true, true], PAID_AHEAD],
    ],
    [
      'em análise, only for a held one',
      'review',
      [
        ['requested', 3],
        ['review', 3],
      ],
      [
        REQUESTED,
        [walletMessages.withdrawStatusReview, true, true],
        ['Enviado', false, false],
        PAID_AHEAD,
      ],
    ],
    [
      'devolvido by the provider: never pago',
      'failed',
      [
        ['requested', 10],
        ['sent', 10],
        ['returned', 9],
      ],
      [REQUESTED, SENT, [walletMessages.withdrawStepReturned, true, true]],
    ],
    [
      'devolvido by a person before it was sent: never pago, never enviado',
      'failed',
      [
        ['requested', 10],
        ['review', 10],
        ['returned', 2],
      ],
      [REQUESTED, HELD, [walletMessages.withdrawStepReturned, true, true]],
    ],
  ])('%s', async (_name, status, timeline, expected) => {
    const [item] = await show(withdrawal(status, timeline));
    expect(steps(item as HTMLElement)).toEqual(expected);
    // Its state is shown, not folded: the pill and the timeline on the page.
    expect(
      within(item as HTMLElement).getByRole('list', { name: 'Etapas do saque' }),
    ).toBeVisible();
  });

  it('names one state: the pill is the current step, never "Em processamento"', async () => {
    const [item] = await show(
      withdrawal('processing', [
        ['requested', 3],
        ['sent', 3],
      ]),
    );
    expect(within(item as HTMLElement).getAllByText('Enviado')).toHaveLength(2);
    expect(
      within(item as HTMLElement).queryByText(walletMessages.withdrawStatusProcessing),
    ).toBeNull();
  });

  it('a held one says why', async () => {
    const [item] = await show(
      withdrawal('review', [
        ['requested', 3],
        ['review', 3],
      ]),
    );
    expect(
      within(item as HTMLElement).getByText(walletMessages.withdrawReviewAmount),
    ).toBeVisible();
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
      [walletMessages.withdrawStatusReview, true, false],
      ['Enviado', true, false],
      [walletMessages.withdrawStatusPaid, true, true],
    ]);
    // 18:00 UTC is 15:00 in São Paulo.
    expect(
      within(within(item as HTMLElement).getByRole('list', { name: 'Etapas do saque' }))
        .getAllByRole('time')
        .map((time) => time.textContent),
    ).toEqual(['10/03 às 14:50', '10/03 às 14:50', '10/03 às 14:56', '10/03 às 14:57']);
  });
});

describe('a paid withdrawal', () => {
  const paid = () =>
    withdrawal('paid', [
      ['requested', 10],
      ['sent', 10],
      ['paid', 3],
    ]);

  it('is one line: the amount, the masked key, the day paid and a "Pago" chip', async () => {
    const [item] = await show(paid());
    const line = (item as HTMLElement).querySelector('summary') as HTMLElement;
    // 18:00 UTC is 15:00 in São Paulo; paid 3 minutes before.
    expect([...line.children].map((part) => part.textContent.replace(/\u00a0/g, ' '))).toEqual([
      'R$ 50,00',
      'Pix para ***.982.247-** · 10/03 às 14:57',
      'Pago',
    ]);
    // The day and time move to a new line together, never "10/03 às" over "14:57".
    const when = within(line).getByText(/^10\/03/);
    expect(when.textContent.replace(/\u00a0/g, ' ')).toBe('10/03 às 14:57');
    expect(getComputedStyle(when).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(when).display).toBe('inline-block');
    expect(
      within(item as HTMLElement).getByText(/^pago 7 minutos depois do pedido/),
    ).not.toBeVisible();
    expect(
      within(item as HTMLElement).getByRole('list', { name: 'Etapas do saque' }),
    ).not.toBeVisible();
  });

  it('opens on a tap to how long it took and its steps, and closes again', async () => {
    const user = userEvent.setup();
    const [item, moving] = await show(paid(), withdrawal('processing', [['requested', 0]]));
    const line = (item as HTMLElement).querySelector('summary') as HTMLElement;
    await user.click(line);
    expect(
      within(item as HTMLElement).getByText(
        'pago 7 minutos depois do pedido, dentro do prazo de até 2 horas',
      ),
    ).toBeVisible();
    expect(
      within(item as HTMLElement).getByRole('list', { name: 'Etapas do saque' }),
    ).toBeVisible();
    await user.click(line);
    expect(
      within(item as HTMLElement).getByRole('list', { name: 'Etapas do saque' }),
    ).not.toBeVisible();
    // One still on its way is not folded: its sentence is its news.
    expect((moving as HTMLElement).querySelector('details')).toBeNull();
    expect(
      within(moving as HTMLElement).getByText(/^solicitado há menos de 1 minuto/),
    ).toBeVisible();
  });
});
