import { act, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { commonMessages } from '@velas/domain/messages/common';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { walletMessages } from '@velas/domain/messages/wallet';
import { toCents } from '@velas/domain/money';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { depositCopy } from '../../../features/wallet/deposit/copy';
import {
  chargeLeftOpen,
  depositApi,
  depositRefused,
  identityNotVerified,
  openCharge,
  TWO_MINUTES_IN,
} from '../../../test/depositApi';
import * as fixtures from '../../../test/fixtures';
import { API } from '../../../test/handlers';
import { renderMoneyScreen, type MoneyScreenOptions } from '../../../test/renderMoneyScreen';
import { server } from '../../../test/server';

type User = ReturnType<typeof userEvent.setup>;

/** A paid, expired or cancelled charge: no code, QR or copy button, and a way home. */
function expectNothingToPay() {
  expect(screen.queryByLabelText('Pix copia e cola')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copiar código Pix' })).not.toBeInTheDocument();
  expect(screen.queryByRole('img', { name: 'QR Code Pix para pagamento' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute(
    'href',
    '/admin/dashboard',
  );
}

async function openDeposit(options: MoneyScreenOptions['user'] = {}) {
  const { user } = renderMoneyScreen('/admin/deposit', { user: options });
  await screen.findByRole('heading', { name: 'Depósito Seguro!' });
  // "Gerar Pix" is busy until the KYC status has answered (see the race test below).
  await waitFor(() => {
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeEnabled();
  });
  return user;
}

const amountField = () => screen.getByLabelText<HTMLInputElement>('Valor do depósito (R$)');

/** Types `amount` (as a player writes it, "123,45") and asks for the Pix. */
async function generatePix(user: User, amount: string) {
  await user.type(amountField(), amount);
  await user.click(await screen.findByRole('button', { name: 'Gerar Pix' }));
}

/** A screen text with its non-breaking spaces as plain ones. */
const plain = (element: Element) => element.textContent.replace(/\u00a0/g, ' ');

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** jsdom has no matchMedia: answer max-width queries for a window of `width` px. */
function windowWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(query)?.[1] ?? Infinity);
    return { matches: width <= maxWidth, addEventListener() {}, removeEventListener() {} };
  });
}

/** The names given, in the page's reading order. */
function readingOrder(elements: Record<string, Element>): string[] {
  return Object.entries(elements)
    .sort(([, a], [, b]) =>
      a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
    )
    .map(([name]) => name);
}

describe('deposit', () => {
  it('says what the loss limit counts of its total, never as an allowance or losses, with the way to change it', async () => {
    await openDeposit();
    const line = await screen.findByTestId('loss-limit-at-deposit');
    expect(plain(line)).toContain(
      'Depositado menos sacado nesta semana: R$ 0,00 de R$ 200,00 (seu limite de perdas).',
    );
    expect(line.textContent).not.toMatch(/permite depositar|usado/);
    expect(screen.getByRole('link', { name: 'Ajustar em Jogo responsável' })).toHaveAttribute(
      'href',
      '/admin/jogo-responsavel',
    );
  });

  it('says the minimum under the heading, and the withdrawal minimum before money goes in', async () => {
    await openDeposit();
    await waitFor(() => {
      expect(screen.getByTestId('deposit-minimum').textContent).toBe(
        'Por Pix, a partir de R$\u00a010,00. Para sacar, o valor mínimo é R$\u00a030,00.',
      );
    });
  });

  it('shows the quick amount picked as picked, and only that one', async () => {
    const user = await openDeposit();
    const quick = within(screen.getByRole('group', { name: 'Valores rápidos' }));
    for (const chip of quick.getAllByRole('button'))
      expect(chip).toHaveAttribute('aria-pressed', 'false');
    await user.click(quick.getByRole('button', { name: 'R$ 100' }));
    const picked = quick
      .getAllByRole('button')
      .filter((chip) => chip.getAttribute('aria-pressed') === 'true');
    expect(picked.map((chip) => chip.textContent)).toEqual(['R$ 100']);
    // Seen, not only announced: the picked chip's border is the accent's, and thicker.
    expect(getComputedStyle(picked[0] as Element).borderWidth).toBe('2px');
    expect(getComputedStyle(quick.getByRole('button', { name: 'R$ 50' })).borderWidth).not.toBe(
      '2px',
    );
  });

  it('unpicks the quick amount when another amount is typed', async () => {
    const user = await openDeposit();
    const quick = within(screen.getByRole('group', { name: 'Valores rápidos' }));
    await user.click(quick.getByRole('button', { name: 'R$ 100' }));
    await user.clear(amountField());
    await user.type(amountField(), '75');
    expect(quick.getByRole('button', { name: 'R$ 100' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('masks the amount as it is typed', async () => {
    const user = await openDeposit();
    await user.type(amountField(), '100000');
    expect(amountField().value).toBe('100.000');
  });

  it('writes a quick amount with its cents', async () => {
    const user = await openDeposit();
    await user.type(amountField(), '100000');
    await user.click(screen.getByRole('button', { name: 'R$ 50' }));
    expect(amountField().value).toBe('50,00');
  });

  it.each([
    { amount: 'no amount', typed: '' },
    { amount: 'zero', typed: '0' },
  ])('asks for a valid amount for $amount, once, at the field', async ({ typed }) => {
    const user = await openDeposit();
    if (typed) await user.type(amountField(), typed);
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.invalidBalance);
    expect(screen.getAllByText(walletMessages.invalidBalance)).toHaveLength(1);
    expect(amountField()).toHaveAccessibleDescription(walletMessages.invalidBalance);
  });

  it('shows the deposit error when the api fails', async () => {
    depositRefused(500, 'x');
    const user = await openDeposit();
    await generatePix(user, '75,50');
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.depositFailed);
  });

  it('says why player protection refused the deposit, and keeps the amount typed', async () => {
    const refusal = 'Limite de perdas atingido: R$ 100,00 por semana. Renova em 16/03 às 00:00.';
    depositRefused(422, refusal);
    const user = await openDeposit();
    await generatePix(user, '50');
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(amountField()).toHaveValue('50');
  });

  describe('what the loss limit still lets in', () => {
    const maxNow = 'Máximo agora: R$ 200,00, pelo seu limite de perdas.';

    it('offers no quick amount above it, and says the maximum', async () => {
      await openDeposit();
      // The fixture's limit lets R$ 200,00 in: R$ 500 would only meet a refusal.
      await waitFor(() => {
        expect(screen.getByRole('button', { name: 'R$ 500' })).toBeDisabled();
      });
      expect(screen.getByRole('button', { name: 'R$ 200' })).toBeEnabled();
      expect(plain(screen.getByTestId('deposit-max-now'))).toBe(maxNow);
    });

    it('tells a typed amount above it at its field, before any request, and keeps it', async () => {
      const seen = depositApi();
      const user = await openDeposit();
      await generatePix(user, '300');
      expect(amountField()).toHaveValue('300');
      expect(amountField()).toHaveAccessibleDescription(maxNow.replace(/ R\$ /, ' R$\u00a0'));
      expect(seen.amounts).toEqual([]);
    });
  });
});

describe('deposit before the identity is verified', () => {
  it('explains why on the form', async () => {
    identityNotVerified();
    renderMoneyScreen('/admin/deposit');
    await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(screen.getByText(commonMessages.depositNeedsKycFirst)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Depósito' })).toHaveAccessibleDescription(
      commonMessages.depositNeedsKycFirst,
    );
  });

  it.each([
    { control: 'the amount', find: () => amountField() },
    { control: 'the quick amounts', find: () => screen.getByRole('button', { name: 'R$ 50' }) },
    { control: '"Gerar Pix"', find: () => screen.getByRole('button', { name: 'Gerar Pix' }) },
  ])('keeps $control inactive', async ({ find }) => {
    identityNotVerified();
    renderMoneyScreen('/admin/deposit');
    await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(find()).toBeDisabled();
  });

  it('never shows the refusal the api would answer, and sends nothing', async () => {
    const seen = depositApi();
    identityNotVerified();
    renderMoneyScreen('/admin/deposit');
    await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(screen.queryByText(walletMessages.depositRequiresKyc)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen.amounts).toEqual([]);
  });

  it('leads to the verification', async () => {
    identityNotVerified();
    const { user } = renderMoneyScreen('/admin/deposit');
    await user.click(await screen.findByRole('button', { name: 'Verificar identidade' }));
    expect(
      await screen.findByRole('dialog', { name: plainWordsMessages.identityVerification }),
    ).toBeInTheDocument();
  });

  it('fills "Verificar identidade", not "Gerar Pix"', async () => {
    identityNotVerified();
    renderMoneyScreen('/admin/deposit');
    const verify = await screen.findByRole('button', { name: 'Verificar identidade' });
    const generate = screen.getByRole('button', { name: 'Gerar Pix' });
    // Outlined: no fill; filled: the accent.
    const noFill = 'rgba(0, 0, 0, 0)';
    expect(getComputedStyle(generate).backgroundColor).toBe(noFill);
    expect(getComputedStyle(verify).backgroundColor).not.toBe(noFill);
  });

  it('keeps "Gerar Pix" busy until the KYC status answers, so an approved player is never refused', async () => {
    let answerKyc = () => {};
    const kycAnswered = new Promise<void>((resolve) => {
      answerKyc = resolve;
    });
    server.use(
      http.get(`${API}/api/legitimuzStatus`, async () => {
        await kycAnswered;
        return HttpResponse.json(fixtures.approved);
      }),
    );
    const seen = depositApi();
    const { user } = renderMoneyScreen('/admin/deposit');
    await user.click(await screen.findByRole('button', { name: 'R$ 50' }));
    const generate = screen.getByRole('button', { name: 'Gerar Pix' });
    expect(generate).toBeDisabled();
    await user.click(generate);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    answerKyc();
    await waitFor(() => {
      expect(generate).toBeEnabled();
    });
    await user.click(generate);
    await waitFor(() => {
      expect(seen.amounts).toEqual([5000]);
    });
    expect(screen.queryByText(walletMessages.depositRequiresKyc)).not.toBeInTheDocument();
  });
});

describe('an open Pix charge brought back', () => {
  it('says its amount and expiry in São Paulo time, and that it counts in the loss limit', async () => {
    chargeLeftOpen();
    renderMoneyScreen('/admin/deposit');
    const sentence = await screen.findByText(/Você tem um Pix de/);
    // 12:06:40Z is 09:06 in São Paulo.
    expect(plain(sentence)).toBe(
      'Você tem um Pix de R$ 50,00 aguardando pagamento (expira às 09:06). Ele já conta no seu limite de perdas até ser pago, cancelado ou expirar.',
    );
  });

  it('counts the time left on the api clock, and shows its code instead of the form', async () => {
    const open = chargeLeftOpen();
    renderMoneyScreen('/admin/deposit');
    await screen.findByText(/Você tem um Pix de/);
    expect(screen.getByLabelText('tempo restante').textContent).toBe('4:40');
    // The countdown says what it counts; the clock time is only the sentence's.
    expect(screen.getByText(/Expira em/).textContent).toBe('Expira em 4:40');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola').value).toBe(open.code);
    expect(screen.queryByRole('button', { name: 'Gerar Pix' })).not.toBeInTheDocument();
  });

  it('can be left for a new one', async () => {
    chargeLeftOpen();
    const { user } = renderMoneyScreen('/admin/deposit');
    await screen.findByText(/Você tem um Pix de/);
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
    expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
  });

  it('can be cancelled, which frees the loss limit, and leads to a new one', async () => {
    let cancelled: string[] = [];
    server.use(
      http.get(`${API}/api/deposits/open`, () =>
        HttpResponse.json(
          fixtures.openDeposits(cancelled.length ? [] : [openCharge()], TWO_MINUTES_IN),
        ),
      ),
      http.post(`${API}/api/deposits/:id/cancel`, ({ params }) => {
        cancelled = [...cancelled, String(params.id)];
        return HttpResponse.json({ data: openCharge('cancelled') });
      }),
      http.get(`${API}/api/deposits/:id`, () =>
        HttpResponse.json({ data: openCharge(cancelled.length ? 'cancelled' : 'pending') }),
      ),
    );
    const { user } = renderMoneyScreen('/admin/deposit');
    await screen.findByText(/Você tem um Pix de/);
    expect(screen.getByText(walletMessages.openPixStartOver)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar este Pix' }));
    expect(await screen.findByText(walletMessages.depositCancelled)).toBeInTheDocument();
    expect(cancelled).toEqual(['dep-open']);
    expect(screen.getByText(walletMessages.recordCancelled)).toBeInTheDocument();
    expectNothingToPay();
    expect(screen.queryByRole('button', { name: 'Cancelar este Pix' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });
});

describe('a Pix charge just generated', () => {
  /** The Pix screen of a R$ 123,45 charge, under fake timers that userEvent follows. */
  async function generatedUnderFakeTimers() {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = depositApi();
    const user = await openDeposit({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await generatePix(user, '123,45');
    const clock = await screen.findByLabelText('tempo restante');
    return { seen, user, clock };
  }

  const passes = (milliseconds: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(milliseconds);
    });

  it('sends cents and shows the Pix screen, 400 s to pay', async () => {
    const { seen, clock } = await generatedUnderFakeTimers();
    expect(seen.amounts).toEqual([12345]);
    expect(screen.getByText(walletMessages.pixPending)).toBeInTheDocument();
    expect(screen.getByText(walletMessages.pixDeadline, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code Pix para pagamento' })).toBeInTheDocument();
    expect(clock.textContent).toBe('6:40');
  });

  it('copies its code', async () => {
    const { user } = await generatedUnderFakeTimers();
    const copy = screen.getByRole('button', { name: 'Copiar código Pix' });
    await user.click(copy);
    expect(copy).toHaveTextContent('Copiado!');
    expect(await navigator.clipboard.readText()).toBe(
      screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola').value,
    );
  });

  it('counts down in minutes and seconds', async () => {
    await generatedUnderFakeTimers();
    await passes(61_000);
    expect(screen.getByLabelText('tempo restante').textContent).toBe('5:39');
  });

  it('once expired, shows nothing payable and leads to a new one', async () => {
    const { user } = await generatedUnderFakeTimers();
    await passes(400_000);
    expect(screen.queryByLabelText('tempo restante')).not.toBeInTheDocument();
    expect(screen.getByText(walletMessages.depositExpired)).toBeInTheDocument();
    // An expired code cannot be paid: nothing on screen looks payable.
    expect(screen.getByText(walletMessages.recordExpired)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(walletMessages.pixPending)).not.toBeInTheDocument();
    expectNothingToPay();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });

  it('shows the paid state after the sandbox payment and refreshes the balance', async () => {
    let paid = false;
    let meCalls = 0;
    depositApi(() => (paid ? 'paid' : 'pending'));
    server.use(
      http.post(`${API}/api/deposits/:id/pay`, () => {
        paid = true;
        return HttpResponse.json(fixtures.deposit({ status: 'paid' }));
      }),
      http.get(`${API}/api/auth/me`, () => {
        meCalls += 1;
        return HttpResponse.json(fixtures.me);
      }),
    );
    const user = await openDeposit();
    await user.click(screen.getByRole('button', { name: 'R$ 100' }));
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(await screen.findByText(/Ambiente de testes/)).toBeInTheDocument();
    const before = meCalls;
    await user.click(screen.getByRole('button', { name: 'Simular pagamento' }));
    expect(await screen.findByText(walletMessages.pixPaid)).toBeInTheDocument();
    await waitFor(() => {
      expect(meCalls).toBeGreaterThan(before);
    });
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).not.toBeInTheDocument();
    // A used code is nothing to copy: the next steps are the actions.
    expectNothingToPay();
    await user.click(screen.getByRole('button', { name: 'Novo depósito' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });

  describe('in the loss limit', () => {
    /** The api reserves an open charge in the period (docs/product.md#loss-limit). */
    function limitCountsCharges() {
      let created = false;
      depositApi();
      server.use(
        http.post(`${API}/api/deposits`, () => {
          created = true;
          return HttpResponse.json(fixtures.deposit({ amount: 10000 }), { status: 201 });
        }),
        http.get(`${API}/api/protection/status`, () => {
          const status = fixtures.protectionStatus();
          if (created && status.period) {
            status.period.net = toCents(10000);
            status.period.awaiting = toCents(10000);
          }
          return HttpResponse.json(status);
        }),
      );
    }

    /** A R$ 100 charge generated, its countdown showing. */
    async function generated100() {
      limitCountsCharges();
      const user = await openDeposit();
      const line = await screen.findByTestId('loss-limit-at-deposit');
      await waitFor(() => {
        expect(line.textContent).toContain('nesta semana: R$\u00a00,00 de R$\u00a0200,00');
      });
      await user.click(screen.getByRole('button', { name: 'R$ 100' }));
      await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
      await screen.findByLabelText('tempo restante');
    }

    it('says how long the code is payable before it is generated, as the countdown starts', async () => {
      limitCountsCharges();
      const user = await openDeposit();
      await user.click(screen.getByRole('button', { name: 'R$ 100' }));
      expect(
        screen.getByText('O código Pix vale por 6 min 40 s depois de gerado.'),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
      expect((await screen.findByLabelText('tempo restante')).textContent).toBe('6:40');
    });

    it('updates the limit line, which says the unpaid Pix in it', async () => {
      await generated100();
      await waitFor(() => {
        expect(screen.getByTestId('loss-limit-at-deposit').textContent).toContain(
          'nesta semana: R$\u00a0100,00 de R$\u00a0200,00 (seu limite de perdas). Inclui R$\u00a0100,00 em Pix ainda não pago.',
        );
      });
    });

    it('says it counts in one line folded in "Mais opções", after the code and the buttons that name their object', async () => {
      await generated100();
      // Not the box of a charge brought back; "Já paguei" stays out of the fold.
      const note = screen.getByText(walletMessages.newPixCountsInLimit);
      const more = note.closest('details') as HTMLElement;
      expect(within(more).getByText('Mais opções').tagName).toBe('SUMMARY');
      const code = within(more).getByLabelText('Pix copia e cola');
      const amount = screen.getByText(/^Valor:/);
      within(more).getByRole('button', { name: 'Gerar novo Pix' });
      within(more).getByRole('button', { name: 'Cancelar este Pix' });
      const check = screen.getByRole('button', { name: 'Já paguei' });
      expect(more.contains(check)).toBe(false);
      expect(screen.queryByRole('button', { name: 'Verificar pagamento' })).not.toBeInTheDocument();
      for (const before of [amount, code, check])
        expect(
          before.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING,
        ).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Novo' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
      expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
    });
  });

  it.each([
    // A phone cannot scan its own screen: the buttons come before the QR.
    { device: 'a phone', width: 360, order: ['copy', 'paid', 'qr', 'code'] },
    { device: 'a computer', width: 1366, order: ['qr', 'copy', 'paid', 'code'] },
  ])(
    'on $device, puts "Copiar código Pix" and "Já paguei" in order with the QR, and folds the code',
    async ({ width, order }) => {
      windowWidth(width);
      depositApi();
      const user = await openDeposit();
      await generatePix(user, '50');
      const copy = await screen.findByRole('button', { name: 'Copiar código Pix' });
      const code = screen.getByLabelText('Pix copia e cola');
      // The raw code folded in "Mais opções" under the QR and the two buttons.
      const folded = code.closest('details');
      expect(folded).not.toBeNull();
      expect(folded?.open).toBe(false);
      expect(within(folded as HTMLElement).getByText('Mais opções')).toBeInTheDocument();
      expect(
        readingOrder({
          copy,
          paid: screen.getByRole('button', { name: 'Já paguei' }),
          qr: screen.getByRole('img', { name: 'QR Code Pix para pagamento' }),
          code,
        }),
      ).toEqual(order);
    },
  );

  it('names who receives the money, as the Pix code names it, before the copy button', async () => {
    depositApi();
    const user = await openDeposit();
    await generatePix(user, '50');
    const copy = await screen.findByRole('button', { name: 'Copiar código Pix' });
    const receiver = screen.getByText(
      'Quem recebe: Velas Sandbox (Sao Paulo). Confira esse nome no seu banco antes de confirmar.',
    );
    expect(readingOrder({ receiver, copy })).toEqual(['receiver', 'copy']);
  });

  it('says when the browser refuses the copy, and opens the code to copy by hand', async () => {
    depositApi();
    const user = await openDeposit();
    // A denied permission (or no clipboard outside a secure page) rejects the write.
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await generatePix(user, '50');
    const copy = await screen.findByRole('button', { name: depositCopy.copyCode });
    const folded = screen.getByLabelText(depositCopy.codeLabel).closest('details');
    expect(folded?.open).toBe(false);

    await user.click(copy);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('alert')).toHaveTextContent(depositCopy.copyRefused);
    expect(copy).toHaveTextContent(depositCopy.copyCode);
    expect(folded?.open).toBe(true);
  });

  it('moves money once on a double click, with an Idempotency-Key', async () => {
    let release: () => void = () => undefined;
    const seen = depositApi(
      () => 'pending',
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    const user = await openDeposit();
    await user.click(screen.getByRole('button', { name: 'R$ 200' }));
    await user.dblClick(screen.getByRole('button', { name: 'Gerar Pix' }));
    release();
    await screen.findByLabelText('tempo restante');
    expect(seen.amounts).toEqual([20000]);
    expect(seen.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
