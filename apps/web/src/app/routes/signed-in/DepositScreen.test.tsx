import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { messages } from '@velas/domain/messages';
import { toCents } from '@velas/domain/money';
import { depositRequestSchema } from '@velas/domain/schemas/wallet';
import { http, HttpResponse } from 'msw/http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { depositCopy } from '../../../features/wallet/deposit/copy';
import * as fixtures from '../../../test/fixtures';
import { API } from '../../../test/handlers';
import { renderMoneyScreen, type MoneyScreenOptions } from '../../../test/renderMoneyScreen';
import { server } from '../../../test/server';

interface Seen {
  amounts: number[];
  keys: (string | null)[];
}

function depositApi(
  status: () => 'pending' | 'paid' = () => 'pending',
  answered: Promise<void> = Promise.resolve(),
): Seen {
  const seen: Seen = { amounts: [], keys: [] };
  server.use(
    http.post(`${API}/api/deposits`, async ({ request }) => {
      const { amount } = depositRequestSchema.parse(await request.json());
      seen.amounts.push(amount);
      seen.keys.push(request.headers.get('idempotency-key'));
      await answered;
      return HttpResponse.json(fixtures.deposit({ amount }), { status: 201 });
    }),
    // Listed first: the charge's path below would also match `open`.
    http.get(`${API}/api/deposits/open`, () => HttpResponse.json(fixtures.openDeposits())),
    http.get(`${API}/api/deposits/:id`, () =>
      HttpResponse.json(fixtures.deposit({ status: status() })),
    ),
  );
  return seen;
}

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

/** Whether `first` comes before `second` in the page's reading order. */
const comesBefore = (first: Element, second: Element) =>
  (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;

describe('deposit', () => {
  it('says what the loss limit counts of its total, never as an allowance or losses, with the way to change it', async () => {
    await openDeposit();
    const line = await screen.findByTestId('loss-limit-at-deposit');
    expect(line.textContent.replace(/\u00a0/g, ' ')).toContain(
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

  it('brings back an open Pix charge with its expiry, the time left on the api clock and a way to start over', async () => {
    const open = fixtures.deposit({ id: 'dep-open', amount: 5000 }).data;
    server.use(
      http.get(`${API}/api/deposits/open`, () =>
        // Two minutes after the charge was created (12:00:00Z; it expires at 12:06:40Z).
        HttpResponse.json(fixtures.openDeposits([open], '2026-11-22T12:02:00.000Z')),
      ),
    );
    const { user } = renderMoneyScreen('/admin/deposit');
    const sentence = await screen.findByText(/Você tem um Pix de/);
    // 12:06:40Z is 09:06 in São Paulo.
    expect(sentence.textContent.replace(/\u00a0/g, ' ')).toBe(
      'Você tem um Pix de R$ 50,00 aguardando pagamento (expira às 09:06). Ele já conta no seu limite de perdas até ser pago, cancelado ou expirar.',
    );
    expect(screen.getByLabelText('tempo restante').textContent).toBe('4:40');
    // The countdown says what it counts; the clock time is only the sentence's.
    expect(screen.getByText(/Expira em/).textContent).toBe('Expira em 4:40');
    expect(screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola').value).toBe(open.code);
    expect(screen.queryByRole('button', { name: 'Gerar Pix' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
    expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
  });

  it('cancels the unpaid Pix it shows, which frees the loss limit, and leads to a new one', async () => {
    const open = fixtures.deposit({ id: 'dep-open', amount: 5000 }).data;
    let cancelled: string[] = [];
    server.use(
      http.get(`${API}/api/deposits/open`, () =>
        HttpResponse.json(
          fixtures.openDeposits(cancelled.length ? [] : [open], '2026-11-22T12:02:00.000Z'),
        ),
      ),
      http.post(`${API}/api/deposits/:id/cancel`, ({ params }) => {
        cancelled = [...cancelled, String(params.id)];
        return HttpResponse.json(
          fixtures.deposit({ id: 'dep-open', amount: 5000, status: 'cancelled' }),
        );
      }),
      http.get(`${API}/api/deposits/:id`, () =>
        HttpResponse.json(
          fixtures.deposit({
            id: 'dep-open',
            amount: 5000,
            status: cancelled.length ? 'cancelled' : 'pending',
          }),
        ),
      ),
    );
    const { user } = renderMoneyScreen('/admin/deposit');
    await screen.findByText(/Você tem um Pix de/);
    expect(screen.getByText(messages.openPixStartOver)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancelar este Pix' }));
    expect(await screen.findByText(messages.depositCancelled)).toBeInTheDocument();
    expect(cancelled).toEqual(['dep-open']);
    expect(screen.getByText(messages.recordCancelled)).toBeInTheDocument();
    expectNothingToPay();
    expect(screen.queryByRole('button', { name: 'Cancelar este Pix' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar novo Pix' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
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
    // Typing another amount unpicks it.
    const field = screen.getByLabelText('Valor do depósito (R$)');
    await user.clear(field);
    await user.type(field, '75');
    expect(quick.getByRole('button', { name: 'R$ 100' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('masks the amount as it is typed', async () => {
    const user = await openDeposit();
    const amount = screen.getByLabelText<HTMLInputElement>('Valor do depósito (R$)');
    await user.type(amount, '100000');
    expect(amount.value).toBe('100.000');
    await user.click(screen.getByRole('button', { name: 'R$ 50' }));
    expect(amount.value).toBe('50,00');
  });

  it('asks for a valid amount', async () => {
    const user = await openDeposit();
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.invalidBalance);
    await user.type(screen.getByLabelText('Valor do depósito (R$)'), '0');
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    expect(screen.getByRole('alert').textContent).toBe(messages.invalidBalance);
    // Once, at the amount.
    expect(screen.getAllByText(messages.invalidBalance)).toHaveLength(1);
    expect(screen.getByLabelText('Valor do depósito (R$)')).toHaveAccessibleDescription(
      messages.invalidBalance,
    );
  });

  it('before the identity is verified, explains and leads to it, the form inactive', async () => {
    const seen = depositApi();
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    const { user } = renderMoneyScreen('/admin/deposit');
    const verify = await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(screen.getByText(messages.depositNeedsKycFirst)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Depósito' });
    expect(form).toHaveAccessibleDescription(messages.depositNeedsKycFirst);
    expect(screen.getByLabelText('Valor do depósito (R$)')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'R$ 50' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeDisabled();
    // Never the refusal the api would answer; nothing sent.
    expect(screen.queryByText(messages.depositRequiresKyc)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen.amounts).toEqual([]);
    await user.click(verify);
    expect(
      await screen.findByRole('dialog', { name: messages.identityVerification }),
    ).toBeInTheDocument();
  });

  it('fills "Verificar identidade", not "Gerar Pix", until the identity is verified', async () => {
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
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
    expect(screen.queryByText(messages.depositRequiresKyc)).not.toBeInTheDocument();
  });

  it('shows the deposit error when the api fails', async () => {
    server.use(
      http.post(`${API}/api/deposits`, () =>
        HttpResponse.json({ message: 'x', errors: {} }, { status: 500 }),
      ),
    );
    const user = await openDeposit();
    await user.type(screen.getByLabelText('Valor do depósito (R$)'), '75,50');
    await user.click(await screen.findByRole('button', { name: 'Gerar Pix' }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.depositFailed);
  });

  it('says why player protection refused the deposit, and keeps the amount typed', async () => {
    const refusal = 'Limite de perdas atingido: R$ 100,00 por semana. Renova em 16/03 às 00:00.';
    server.use(
      http.post(`${API}/api/deposits`, () =>
        HttpResponse.json({ message: refusal, errors: {} }, { status: 422 }),
      ),
    );
    const user = await openDeposit();
    await user.type(screen.getByLabelText('Valor do depósito (R$)'), '50');
    await user.click(await screen.findByRole('button', { name: 'Gerar Pix' }));
    expect((await screen.findByRole('alert')).textContent).toBe(refusal);
    expect(screen.getByLabelText('Valor do depósito (R$)')).toHaveValue('50');
  });

  it('offers no quick amount above what the loss limit still lets in, and says the maximum', async () => {
    const seen = depositApi();
    const user = await openDeposit();
    // The fixture's limit lets R$ 200,00 in: R$ 500 would only meet a refusal.
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'R$ 500' })).toBeDisabled();
    });
    expect(screen.getByRole('button', { name: 'R$ 200' })).toBeEnabled();
    const maxNow = 'Máximo agora: R$ 200,00, pelo seu limite de perdas.';
    expect(screen.getByTestId('deposit-max-now').textContent.replace(/\u00a0/g, ' ')).toBe(maxNow);
    // A typed amount above it is told at its field, before any request, and stays.
    await user.type(screen.getByLabelText('Valor do depósito (R$)'), '300');
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    const field = screen.getByLabelText('Valor do depósito (R$)');
    expect(field).toHaveValue('300');
    expect(field).toHaveAccessibleDescription(maxNow.replace(/ R\$ /, ' R$\u00a0'));
    expect(seen.amounts).toEqual([]);
  });

  it('sends cents, shows the Pix screen and counts 400 s down in minutes and seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const seen = depositApi();
    const user = await openDeposit({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    await user.type(screen.getByLabelText('Valor do depósito (R$)'), '123,45');
    await user.click(await screen.findByRole('button', { name: 'Gerar Pix' }));
    const clock = await screen.findByLabelText('tempo restante');
    expect(seen.amounts).toEqual([12345]);
    expect(screen.getByText(messages.pixPending)).toBeInTheDocument();
    expect(screen.getByText(messages.pixDeadline, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code Pix para pagamento' })).toBeInTheDocument();
    expect(clock.textContent).toBe('6:40');
    const copy = screen.getByRole('button', { name: 'Copiar código Pix' });
    await user.click(copy);
    expect(copy).toHaveTextContent('Copiado!');
    expect(await navigator.clipboard.readText()).toBe(
      screen.getByLabelText<HTMLTextAreaElement>('Pix copia e cola').value,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(screen.getByLabelText('tempo restante').textContent).toBe('5:39');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(339_000);
    });
    expect(screen.queryByLabelText('tempo restante')).not.toBeInTheDocument();
    expect(screen.getByText(messages.depositExpired)).toBeInTheDocument();
    // An expired code cannot be paid: nothing on screen looks payable.
    expect(screen.getByText(messages.recordExpired)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(messages.pixPending)).not.toBeInTheDocument();
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
    expect(await screen.findByText(messages.pixPaid)).toBeInTheDocument();
    await waitFor(() => {
      expect(meCalls).toBeGreaterThan(before);
    });
    expect(screen.queryByRole('button', { name: 'Simular pagamento' })).not.toBeInTheDocument();
    // A used code is nothing to copy: the next steps are the actions.
    expectNothingToPay();
    await user.click(screen.getByRole('button', { name: 'Novo depósito' }));
    expect(screen.getByRole('button', { name: 'Gerar Pix' })).toBeInTheDocument();
  });

  it('a charge just created updates the limit line, which says the unpaid Pix in it', async () => {
    let created = false;
    depositApi();
    server.use(
      http.post(`${API}/api/deposits`, () => {
        created = true;
        return HttpResponse.json(fixtures.deposit({ amount: 10000 }), { status: 201 });
      }),
      http.get(`${API}/api/protection/status`, () => {
        const status = fixtures.protectionStatus();
        // The api reserves an open charge in the period (docs/product.md#loss-limit).
        if (created && status.period) {
          status.period.net = toCents(10000);
          status.period.awaiting = toCents(10000);
        }
        return HttpResponse.json(status);
      }),
    );
    const user = await openDeposit();
    const line = await screen.findByTestId('loss-limit-at-deposit');
    await waitFor(() => {
      expect(line.textContent).toContain('nesta semana: R$\u00a00,00 de R$\u00a0200,00');
    });
    await user.click(screen.getByRole('button', { name: 'R$ 100' }));
    // How long the code will be payable is said before it is generated, as the countdown shows it.
    expect(
      screen.getByText('O código Pix vale por 6 min 40 s depois de gerado.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Gerar Pix' }));
    // The countdown starts from the figure the sentence said.
    expect((await screen.findByLabelText('tempo restante')).textContent).toBe('6:40');
    // One line, not the box of a charge brought back, folded in "Mais opções"
    // after the code and the buttons that name their object; "Já paguei" stays out.
    const note = screen.getByText(messages.newPixCountsInLimit);
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
      expect(before.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atualizar' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Você tem um Pix de/)).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByTestId('loss-limit-at-deposit').textContent).toContain(
        'nesta semana: R$\u00a0100,00 de R$\u00a0200,00 (seu limite de perdas). Inclui R$\u00a0100,00 em Pix ainda não pago.',
      );
    });
  });

  it('puts "Copiar código Pix" and "Já paguei" before the QR on a phone, which cannot scan its own screen, and folds the rest', async () => {
    for (const width of [360, 1366]) {
      windowWidth(width);
      depositApi();
      const user = await openDeposit();
      await user.type(screen.getByLabelText('Valor do depósito (R$)'), '50');
      await user.click(await screen.findByRole('button', { name: 'Gerar Pix' }));
      const copy = await screen.findByRole('button', { name: 'Copiar código Pix' });
      const paid = screen.getByRole('button', { name: 'Já paguei' });
      const qr = screen.getByRole('img', { name: 'QR Code Pix para pagamento' });
      const code = screen.getByLabelText('Pix copia e cola');
      // The QR and the two buttons first; the raw code folded in "Mais opções" under them.
      const folded = code.closest('details');
      expect(folded).not.toBeNull();
      expect(folded?.open).toBe(false);
      expect(within(folded as HTMLElement).getByText('Mais opções')).toBeInTheDocument();
      expect(comesBefore(copy, paid)).toBe(true);
      if (width === 360) {
        expect(comesBefore(paid, qr)).toBe(true);
      } else {
        expect(comesBefore(qr, copy)).toBe(true);
      }
      expect(comesBefore(qr, code)).toBe(true);
      expect(comesBefore(copy, code)).toBe(true);
      cleanup();
    }
  });

  it('says when the browser refuses the copy, and opens the code to copy by hand', async () => {
    depositApi();
    const user = await openDeposit();
    // A denied permission (or no clipboard outside a secure page) rejects the write.
    const writeText = vi
      .spyOn(navigator.clipboard, 'writeText')
      .mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    await user.type(screen.getByLabelText('Valor do depósito (R$)'), '50');
    await user.click(await screen.findByRole('button', { name: 'Gerar Pix' }));
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
