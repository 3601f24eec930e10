// The withdraw screen, the withdrawal form: amount, key, minimum, one request.
import { screen } from '@testing-library/react';
import { walletMessages } from '@velas/domain/messages/wallet';
import { withdrawRequestSchema } from '@velas/domain/schemas/wallet';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { withdrawCopy } from '#/features/wallet/withdraw/copy.ts';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { server } from '#/test/server.ts';
import { buildWithdrawAnswer, openWithdraw, plain, requested } from '#/test/withdrawApi.ts';

describe('the withdrawal form: amount, key, minimum, one request', () => {
  it('shows the minimum and the available balance', async () => {
    await openWithdraw();
    expect(screen.getByText('Valor mínimo: R$ 30,00', { exact: false })).toBeInTheDocument();
    // Wherever money leaves, the available balance is shown (docs/design.md).
    expect(await screen.findByText('Saldo disponível:')).toHaveTextContent(
      'Saldo disponível: R$ 1.234,56',
    );
  });

  it('shows the read-only key of the chosen type', async () => {
    const user = await openWithdraw();
    const key = screen.getByLabelText<HTMLInputElement>('Chave Pix');
    expect(key.readOnly).toBe(true);
    expect(key.value).toBe('***.982.247-**');
    // Read as every screen spells it; the api's value stays "Email".
    await user.selectOptions(
      screen.getByLabelText('Tipo de chave Pix'),
      screen.getByRole('option', { name: 'E-mail' }),
    );
    expect(key.value).toBe('demo@example.com');
  });

  it('says before any tap when the balance is under the minimum, and does not offer Confirmar', async () => {
    server.use(
      http.get(`${API}/api/auth/me`, () => HttpResponse.json({ ...fixtures.me, balance: 1000 })),
    );
    await openWithdraw();
    expect(
      await screen.findByText('Seu saldo está abaixo do valor mínimo para saque (R$ 30,00).', {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Confirmar/ })).toBeDisabled();
  });

  it('asks for an amount and holds the minimum', async () => {
    const user = await openWithdraw();
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      walletMessages.withdrawAmountRequired,
    );
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '29,99');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    // Once, at the field that caused it, announced.
    expect(screen.getByRole('alert').textContent).toBe(walletMessages.withdrawMinimum);
    expect(screen.getAllByText(walletMessages.withdrawMinimum)).toHaveLength(1);
    expect(screen.getByLabelText('Valor do saque (R$)')).toHaveAccessibleDescription(
      walletMessages.withdrawMinimum,
    );
    expect(screen.getByLabelText('Valor do saque (R$)')).toBeInvalid();
  });

  it('says when the rest would be under the minimum, and offers the whole balance', async () => {
    const user = await openWithdraw();
    await screen.findByText('Saldo disponível:');
    const amount = screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)');
    const rest = /Vão sobrar/;
    await user.type(amount, '1200');
    // R$ 34,56 would stay: a rest that can leave later, nothing to say.
    expect(screen.queryByText(rest)).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '1220');
    expect(plain(screen.getByText(rest).textContent)).toBe(
      'Vão sobrar R$ 14,56 no saldo, menos que o mínimo de saque (R$ 30,00): esse resto não poderia ser sacado sozinho depois.',
    );
    await user.click(screen.getByRole('button', { name: /^Sacar tudo/ }));
    expect(amount.value).toBe('1.234,56');
    expect(plain(screen.getByText(/Você vai sacar/).textContent)).toBe(
      'Você vai sacar R$ 1.234,56. Saldo depois do saque: R$ 0,00.',
    );
    expect(screen.queryByText(rest)).not.toBeInTheDocument();
  });

  it('masks the amount and says, before the button, what leaves and what stays', async () => {
    const user = await openWithdraw();
    await screen.findByText('Saldo disponível:');
    const amount = screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)');
    await user.type(amount, '5000');
    expect(amount.value).toBe('5.000');
    // More than the balance: no promise of what would stay.
    expect(screen.queryByText(/Você vai sacar/)).not.toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '50.5');
    await user.tab();
    expect(amount.value).toBe('50,5');
    expect(screen.getByText(/Você vai sacar/).textContent.replace(/\u00a0/g, ' ')).toBe(
      'Você vai sacar R$ 50,50. Saldo depois do saque: R$ 1.184,06.',
    );
    // The button says how much leaves.
    const confirm = screen.getByRole('button', { name: /^Confirmar/ });
    expect(confirm.textContent.replace(/\u00a0/g, ' ')).toBe('Confirmar saque de R$ 50,50');
    // When it arrives and what it costs come before the button, not after it.
    const delivery = screen.getByTestId('withdraw-delivery');
    expect(delivery).toHaveTextContent('Chega na sua chave Pix em até 2 horas. Sem taxa.');
    expectBefore(delivery, confirm);
  });

  it('withdraws once on a double click, and "Novo saque" opens the form cleared', async () => {
    const requests: unknown[] = [];
    const keys: (string | null)[] = [];
    // The answer waits until both clicks have landed, however slow the machine.
    let release: () => void = () => undefined;
    const bothClicked = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post(`${API}/api/withdraws`, async ({ request }) => {
        requests.push(withdrawRequestSchema.parse(await request.json()));
        keys.push(request.headers.get('idempotency-key'));
        await bothClicked;
        return HttpResponse.json(buildWithdrawAnswer());
      }),
    );
    const user = await openWithdraw();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '30');
    await user.dblClick(screen.getByRole('button', { name: /^Confirmar/ }));
    release();
    expect(plain((await screen.findByRole('status', { name: '' })).textContent)).toBe(
      requested('R$ 30,00'),
    );
    expect(requests).toEqual([{ amount: 3000, pixType: 'CPF', pixKey: '52998224725' }]);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    await user.click(screen.getByRole('button', { name: withdrawCopy.newWithdrawal }));
    expect(screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)').value).toBe('');
  });

  it('a second tap landing after the answer meets the receipt, not a new Confirmar', async () => {
    let withdrawals = 0;
    server.use(
      http.post(`${API}/api/withdraws`, () => {
        withdrawals += 1;
        return HttpResponse.json(buildWithdrawAnswer());
      }),
    );
    const user = await openWithdraw();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '30');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    const shown = await screen.findByText(/ solicitado\.$/);
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).not.toBeInTheDocument();
    await user.click(shown);
    expect(shown).toBeInTheDocument();
    expect(screen.queryByText(walletMessages.withdrawAmountRequired)).not.toBeInTheDocument();
    expect(withdrawals).toBe(1);
  });

  it('shows the reason when the api refuses', async () => {
    server.use(
      http.post(`${API}/api/withdraws`, () =>
        HttpResponse.json(
          { message: walletMessages.insufficientBalance, errors: {} },
          { status: 422 },
        ),
      ),
    );
    const user = await openWithdraw();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '5000');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${walletMessages.withdrawFailedPrefix} ${walletMessages.insufficientBalance}`,
    );
  });
});
