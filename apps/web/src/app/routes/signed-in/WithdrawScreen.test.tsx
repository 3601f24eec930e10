import { screen, waitFor, within } from '@testing-library/react';
import { fill, messages } from '@velas/domain/messages';
import { userUpdateRequestSchema } from '@velas/domain/schemas/user';
import { withdrawRequestSchema } from '@velas/domain/schemas/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { walletCopy } from '../../../features/wallet/copy';
import { withdrawCopy } from '../../../features/wallet/withdraw/copy';
import * as fixtures from '../../../test/fixtures';
import { API } from '../../../test/handlers';
import { renderMoneyScreen } from '../../../test/renderMoneyScreen';
import { server } from '../../../test/server';
import {
  buildAddressSavedAnswer,
  buildViaCepAnswer,
  buildWithdrawalAnswer,
  buildWithdrawAnswer,
  cepFound,
  withAddress,
} from '../../../test/withdrawApi';

async function openWithdraw(profile: typeof fixtures.profile = withAddress) {
  server.use(http.get(`${API}/api/profile`, () => HttpResponse.json(profile)));
  const { user } = renderMoneyScreen('/admin/withdraw');
  await screen.findByLabelText('Chave Pix');
  return user;
}

const plain = (text: string | null) => (text ?? '').replace(/\u00a0/g, ' ');
const requested = (valor: string) => fill(messages.withdrawRequested, { valor });

describe('withdrawal', () => {
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
    await user.selectOptions(screen.getByLabelText('Tipo de chave Pix'), 'Email');
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
    expect((await screen.findByRole('alert')).textContent).toBe(messages.withdrawAmountRequired);
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '29,99');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    // Once, at the field that caused it, announced.
    expect(screen.getByRole('alert').textContent).toBe(messages.withdrawMinimum);
    expect(screen.getAllByText(messages.withdrawMinimum)).toHaveLength(1);
    expect(screen.getByLabelText('Valor do saque (R$)')).toHaveAccessibleDescription(
      messages.withdrawMinimum,
    );
    expect(screen.getByLabelText('Valor do saque (R$)')).toBeInvalid();
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
    expect(
      delivery.compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('offers the optional face verification quietly, with what it is for, to a player not verified', async () => {
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    renderMoneyScreen('/admin/withdraw');
    await screen.findByText(messages.withdrawNeedsKycFirst);
    expect(
      await screen.findByRole('button', { name: 'Verificação Facial (opcional)' }),
    ).toBeInTheDocument();
    expect(screen.getByText(withdrawCopy.faceVerificationPurpose)).toBeInTheDocument();
    expect(screen.queryByText(/Opcional: a Verificação Facial/)).not.toBeInTheDocument();
  });

  it('does not offer the face verification to a player whose identity is verified', async () => {
    await openWithdraw();
    expect(await screen.findByTestId('identity-status')).toHaveTextContent(
      messages.faceVerificationDone,
    );
    expect(screen.queryByRole('button', { name: /Verificação Facial/ })).not.toBeInTheDocument();
    expect(screen.queryByText(withdrawCopy.faceVerificationPurpose)).not.toBeInTheDocument();
  });

  it('ends on a receipt that follows the withdrawal to paid and stays until "Novo saque"', async () => {
    let paid = false;
    let asked = 0;
    server.use(
      http.post(`${API}/api/withdraws`, () => {
        asked += 1;
        return HttpResponse.json(buildWithdrawAnswer());
      }),
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data:
            asked === 0 ? [] : [buildWithdrawalAnswer({ status: paid ? 'paid' : 'processing' })],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
    );
    const user = await openWithdraw();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '40');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect(plain((await screen.findByText(/ solicitado\.$/)).textContent)).toBe(
      requested('R$ 40,00'),
    );
    const receipt = screen.getByRole('region', { name: withdrawCopy.receiptTitle });
    expect(screen.queryByRole('form', { name: 'Saque' })).not.toBeInTheDocument();
    // Each detail is the <dd> after its <dt>.
    const detail = (term: string) =>
      plain(within(receipt).getByText(term).nextElementSibling?.textContent ?? null);
    expect(detail('Valor')).toBe('R$ 40,00');
    expect(detail('Chave Pix')).toBe('***.982.247-**');
    await within(receipt).findByText('Solicitado em');
    expect(detail('Solicitado em')).toBe('22/11/2026 às 12:00');
    expect(within(receipt).getByRole('list', { name: 'Etapas do saque' })).toHaveTextContent(
      messages.withdrawStepSent,
    );
    expect(within(receipt).getByRole('link', { name: 'Ver no extrato' })).toHaveAttribute(
      'href',
      '/admin/extrato',
    );
    expect(within(receipt).getByRole('link', { name: 'Ir para o início' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    // The provider pays: the receipt says so on the list's next poll, and stays.
    paid = true;
    await waitFor(
      () => {
        expect(within(receipt).getByRole('status')).toHaveTextContent(
          plain(fill(messages.withdrawReceiptPaid, { valor: 'R$ 40,00' })),
        );
      },
      { timeout: 8000 },
    );
    expect(
      within(receipt)
        .getByRole('list', { name: 'Etapas do saque' })
        .querySelector('[aria-current]'),
    ).toHaveTextContent(messages.withdrawStatusPaid);
    await user.click(within(receipt).getByRole('button', { name: withdrawCopy.newWithdrawal }));
    expect(screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)').value).toBe('');
    expect(receipt).not.toBeInTheDocument();
  }, 30_000);

  it('shows a withdrawal once: on its receipt, with its age and the demo control, not in "Seus saques"', async () => {
    let asked = false;
    let failed = false;
    const older = buildWithdrawalAnswer({ id: 7, amount: 3007, status: 'paid' });
    server.use(
      http.post(`${API}/api/withdraws`, () => {
        asked = true;
        return HttpResponse.json(buildWithdrawAnswer());
      }),
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: asked
            ? [buildWithdrawalAnswer({ status: failed ? 'failed' : 'processing' }), older]
            : [older],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
      http.post(`${API}/api/withdraws/1/simulate-failure`, () => {
        failed = true;
        return HttpResponse.json({ data: buildWithdrawalAnswer({ status: 'failed' }) });
      }),
    );
    const user = await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '40');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    const receipt = await screen.findByRole('region', { name: withdrawCopy.receiptTitle });
    await within(receipt).findByText('Solicitado em');
    // Its timeline, its age against the deadline and what processing means, on the receipt only.
    expect(within(receipt).getAllByRole('list', { name: 'Etapas do saque' })).toHaveLength(1);
    expect(plain(receipt.textContent)).toContain(
      'enviado há menos de 1 minuto; o prazo é de até 2 horas',
    );
    expect(receipt).toHaveTextContent(walletCopy.processingNote);
    expect(within(list).getAllByRole('listitem', { name: /^Saque de / })).toHaveLength(1);
    expect(
      within(list).queryByRole('listitem', { name: /^Saque de R\$\s40,00$/ }),
    ).not.toBeInTheDocument();
    expect(list).not.toHaveTextContent(walletCopy.processingNote);
    // The demo's control, framed and said as the demo's, fails it: the receipt says so.
    const fail = within(receipt).getByRole('button', { name: withdrawCopy.simulateFailure });
    expect(fail.parentElement).toHaveTextContent(withdrawCopy.demoFailureTitle);
    await user.click(fail);
    expect(
      plain((await within(receipt).findByText(/ devolvido ao seu saldo\.$/)).textContent),
    ).toBe(plain(fill(messages.withdrawReceiptReturned, { valor: 'R$ 40,00' })));
    expect(screen.queryByRole('button', { name: withdrawCopy.simulateFailure })).toBeNull();
    // "Novo saque": the receipt gone, the list shows it again.
    await user.click(within(receipt).getByRole('button', { name: withdrawCopy.newWithdrawal }));
    expect(within(list).getByRole('listitem', { name: /^Saque de R\$\s40,00$/ })).toHaveTextContent(
      messages.withdrawStepReturned,
    );
  });

  it('offers "Simular falha" only in a demo', async () => {
    server.use(
      http.get(`${API}/api/settings/public`, () =>
        HttpResponse.json(fixtures.bareProductionSettings),
      ),
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [buildWithdrawalAnswer({ status: 'processing' })],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
    );
    await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    expect(list).toHaveTextContent(messages.withdrawStepSent);
    expect(list).toHaveTextContent(walletCopy.processingNote);
    expect(screen.queryByRole('button', { name: withdrawCopy.simulateFailure })).toBeNull();
    expect(list).not.toHaveTextContent(withdrawCopy.demoFailureTitle);
  });

  it('says whether the identity (document and selfie) lets the player withdraw', async () => {
    await openWithdraw();
    expect(await screen.findByTestId('identity-status')).toHaveTextContent(
      messages.faceVerificationDone,
    );
  });

  it('shows a player not approved one state, the reason and Verificar identidade, not the form', async () => {
    server.use(
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
      http.get(`${API}/api/profile`, () => HttpResponse.json(withAddress)),
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json({ session_id: 'sessao-1', widget_url: 'widget/sessao-1' }),
      ),
    );
    const { user } = renderMoneyScreen('/admin/withdraw');
    expect(await screen.findByText(messages.withdrawNeedsKycFirst)).toBeInTheDocument();
    // Nothing that invites a withdrawal that cannot happen.
    for (const field of ['Valor do saque (R$)', 'Tipo de chave Pix', 'Chave Pix', 'CEP'])
      expect(screen.queryByLabelText(field)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/abaixo do valor mínimo/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verificar identidade' }));
    expect(
      await screen.findByRole('dialog', { name: messages.identityVerification }),
    ).toBeInTheDocument();
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
    expect(screen.queryByText(messages.withdrawAmountRequired)).not.toBeInTheDocument();
    expect(withdrawals).toBe(1);
  });

  it('shows the reason when the api refuses', async () => {
    server.use(
      http.post(`${API}/api/withdraws`, () =>
        HttpResponse.json({ message: messages.insufficientBalance, errors: {} }, { status: 422 }),
      ),
    );
    const user = await openWithdraw();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '5000');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      `${messages.withdrawFailedPrefix} ${messages.insufficientBalance}`,
    );
  });

  it('asks for the address in the form, before its one Confirmar, and keeps the amount typed', async () => {
    const calls: string[] = [];
    let saved: unknown;
    let withdrawn: unknown;
    server.use(
      http.get(`${API}/cep-api/ws/:cep/json`, ({ params }) => {
        calls.push(`cep ${String(params.cep)}`);
        if (params.cep !== '01001000') return HttpResponse.json({ erro: true });
        return HttpResponse.json(buildViaCepAnswer());
      }),
      http.post(`${API}/api/userUpdate`, async ({ request }) => {
        calls.push('address');
        saved = userUpdateRequestSchema.parse(await request.json());
        return HttpResponse.json(buildAddressSavedAnswer());
      }),
      http.post(`${API}/api/withdraws`, async ({ request }) => {
        calls.push('withdraw');
        withdrawn = withdrawRequestSchema.parse(await request.json());
        return HttpResponse.json(buildWithdrawAnswer());
      }),
    );
    const user = await openWithdraw(fixtures.profile);
    // The address is asked on the same form, before any try.
    const cep = screen.getByLabelText('CEP');
    // One form, one action: Confirmar saves the address with the withdrawal.
    const form = screen.getByRole('form', { name: withdrawCopy.formName });
    expect(within(form).getAllByRole('button')).toHaveLength(1);
    expect(
      screen.queryByRole('button', { name: withdrawCopy.saveAddress }),
    ).not.toBeInTheDocument();
    // The amount first, as a bank asks it; the address after it, never in its way.
    expect(
      screen.getByLabelText('Valor do saque (R$)').compareDocumentPosition(cep) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByText(withdrawCopy.firstWithdrawalAsks)).not.toBeInTheDocument();
    // Said as a step of the form, with why it is asked once, not as an error.
    const group = screen.getByRole('group', { name: 'Endereço' });
    expect(group).toHaveTextContent(withdrawCopy.addressAskedOnce);
    expect(group).toHaveTextContent(withdrawCopy.addressOnce);
    expect(screen.queryByText(messages.addressRequired)).not.toBeInTheDocument();
    const amount = screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)');
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    // Once, at the field that is missing; nothing sent, the amount kept.
    expect(screen.getAllByText(messages.addressFieldsRequired)).toHaveLength(1);
    expect(cep).toHaveAccessibleDescription(messages.addressFieldsRequired);
    expect(calls).toEqual([]);
    expect(amount.value).toBe('50');

    await user.type(cep, '0100');
    await user.tab();
    await user.clear(cep);
    await user.type(cep, '99999999');
    await user.tab();
    expect(await screen.findByText(messages.cepInvalid)).toBeInTheDocument();
    await user.clear(cep);
    await user.type(cep, '01001000');
    await user.tab();
    expect(await screen.findByText('Praça da Sé, Sé, São Paulo/SP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect(screen.getByLabelText('Número')).toHaveAccessibleDescription(
      messages.addressFieldsRequired,
    );
    await user.type(screen.getByLabelText('Número'), '100');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect(plain((await screen.findByText(/ solicitado\.$/)).textContent)).toBe(
      requested('R$ 50,00'),
    );
    // The address saved first, then the withdrawal of the amount typed before.
    expect(calls).toEqual(['cep 99999999', 'cep 01001000', 'address', 'withdraw']);
    expect(saved).toMatchObject({ zipCode: '01001000', number: '100', city: 'São Paulo' });
    expect(withdrawn).toMatchObject({ amount: 5000 });
  });

  it('saves the address alone with "Salvar Endereço", the one button while no money can leave', async () => {
    let saved = false;
    const calls: string[] = [];
    cepFound();
    server.use(
      http.post(`${API}/api/userUpdate`, () => {
        calls.push('address');
        saved = true;
        return HttpResponse.json(buildAddressSavedAnswer());
      }),
      http.post(`${API}/api/withdraws`, () => {
        calls.push('withdraw');
        return HttpResponse.json(buildWithdrawAnswer());
      }),
      http.get(`${API}/api/auth/me`, () => HttpResponse.json({ ...fixtures.me, balance: 0 })),
    );
    server.use(
      http.get(`${API}/api/profile`, () =>
        HttpResponse.json(saved ? withAddress : fixtures.profile),
      ),
    );
    const { user } = renderMoneyScreen('/admin/withdraw');
    await screen.findByLabelText('CEP');
    await user.type(screen.getByLabelText('CEP'), '01001000');
    await user.type(screen.getByLabelText('Número'), '100');
    // Saving the address is all the form can do yet: it comes first, said once, before it.
    expect(
      screen
        .getByText(withdrawCopy.firstWithdrawalAsks)
        .compareDocumentPosition(screen.getByLabelText('CEP')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(
      screen
        .getByLabelText('CEP')
        .compareDocumentPosition(screen.getByLabelText('Valor do saque (R$)')) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(screen.queryByText(withdrawCopy.addressAskedOnce)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar Endereço' }));
    expect(await screen.findByText(messages.addressSaved)).toBeInTheDocument();
    // Saved to the profile, asked no more; nothing withdrawn.
    await waitFor(() => {
      expect(screen.queryByLabelText('CEP')).not.toBeInTheDocument();
    });
    expect(screen.queryByText(withdrawCopy.firstWithdrawalAsks)).not.toBeInTheDocument();
    expect(calls).toEqual(['address']);
    // Then the button is Confirmar again, which the balance does not allow yet.
    expect(screen.getByRole('button', { name: /^Confirmar/ })).toBeDisabled();
  });

  it('keeps the number typed while the CEP is looked up, and saves what the look-up found', async () => {
    let answerCep: () => void = () => undefined;
    const cepAsked = new Promise<void>((resolve) => {
      answerCep = resolve;
    });
    let saved: unknown;
    server.use(
      http.get(`${API}/cep-api/ws/:cep/json`, async () => {
        await cepAsked;
        return HttpResponse.json(buildViaCepAnswer());
      }),
      http.post(`${API}/api/userUpdate`, async ({ request }) => {
        saved = userUpdateRequestSchema.parse(await request.json());
        return HttpResponse.json(buildAddressSavedAnswer());
      }),
      http.post(`${API}/api/withdraws`, () => HttpResponse.json(buildWithdrawAnswer())),
    );
    const user = await openWithdraw(fixtures.profile);
    await user.type(screen.getByLabelText('CEP'), '01001000');
    // Leaving the CEP asks for it; the number is typed before the answer comes.
    await user.click(screen.getByLabelText('Número'));
    expect(await screen.findByText(withdrawCopy.cepLooking)).toBeInTheDocument();
    await user.keyboard('100');
    answerCep();
    expect(await screen.findByText('Praça da Sé, Sé, São Paulo/SP')).toBeInTheDocument();
    expect(screen.getByLabelText('Número')).toHaveValue('100');
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '30');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect(await screen.findByText(/ solicitado\.$/)).toBeInTheDocument();
    expect(saved).toMatchObject({
      zipCode: '01001000',
      number: '100',
      street: 'Praça da Sé',
      state: 'SP',
    });
  });

  it('keeps everything typed when saving the address fails, says so once, and withdraws nothing', async () => {
    let withdrawals = 0;
    cepFound();
    server.use(
      http.post(`${API}/api/withdraws`, () => {
        withdrawals += 1;
        return HttpResponse.json(buildWithdrawAnswer());
      }),
      http.post(`${API}/api/userUpdate`, () =>
        HttpResponse.json({ message: 'x', errors: {} }, { status: 500 }),
      ),
    );
    const user = await openWithdraw(fixtures.profile);
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '50');
    await user.type(screen.getByLabelText('CEP'), '01001000');
    await user.type(screen.getByLabelText('Número'), '1');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.addressUpdateFailed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)').value).toBe('50');
    expect(screen.getByLabelText('CEP')).toHaveValue('01001-000');
    expect(screen.getByLabelText('Número')).toHaveValue('1');
    expect(withdrawals).toBe(0);
  });

  it('asks for the address in place when the api wants one, without losing the amount', async () => {
    server.use(
      http.post(`${API}/api/withdraws`, () =>
        HttpResponse.json({ message: messages.addressRequired, errors: {} }, { status: 422 }),
      ),
    );
    const user = await openWithdraw();
    expect(screen.queryByLabelText('CEP')).not.toBeInTheDocument();
    // A profile with an address is told of no address step.
    expect(screen.queryByText(withdrawCopy.firstWithdrawalAsks)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '50');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect(await screen.findByLabelText('CEP')).toHaveAccessibleDescription(
      messages.addressFieldsRequired,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)').value).toBe('50');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('opens the face verification widget', async () => {
    server.use(
      http.post(`${API}/kyc-api/kyc/session`, () =>
        HttpResponse.json({ message: 'x', errors: {} }, { status: 500 }),
      ),
      http.get(`${API}/api/legitimuzStatus`, () => HttpResponse.json(fixtures.notApproved)),
    );
    const { user } = renderMoneyScreen('/admin/withdraw');
    await user.click(await screen.findByRole('button', { name: 'Verificação Facial (opcional)' }));
    expect(await screen.findByText(messages.faceVerificationFailed)).toBeInTheDocument();
  });

  it('lists each withdrawal with its state, and in a demo fails one on request', async () => {
    const item = (id: number, status: 'processing' | 'paid' | 'failed') =>
      buildWithdrawalAnswer({ id, amount: 3000 + id, status });
    const now = '2026-11-22T15:01:00.000Z';
    let failed = false;
    server.use(
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [item(3, failed ? 'failed' : 'processing'), item(2, 'paid'), item(1, 'failed')],
          now,
        }),
      ),
      http.post(`${API}/api/withdraws/3/simulate-failure`, () => {
        failed = true;
        return HttpResponse.json({ data: item(3, 'failed') });
      }),
    );
    const user = await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    expect(list).toHaveTextContent(messages.withdrawStepSent);
    expect(list).toHaveTextContent(messages.withdrawStepReturned);
    // The paid one is one line with its chip; its timeline waits behind a tap.
    const paid = within(list).getByRole('listitem', { name: /^Saque de R\$\s30,02$/ });
    expect(within(paid).getByText('Pago')).toBeVisible();
    expect(within(paid).getByText(messages.withdrawStatusPaid)).not.toBeVisible();
    // A processing one: what that means in plain words, and the demo's control said as the demo's.
    expect(list).toHaveTextContent(walletCopy.processingNote);
    expect(screen.getByRole('button', { name: 'Simular falha' }).parentElement).toHaveTextContent(
      `${withdrawCopy.demoFailureTitle} ${withdrawCopy.demoFailureText}`,
    );
    await user.click(screen.getByRole('button', { name: 'Simular falha' }));
    await waitFor(() => {
      expect(screen.queryByRole('button', { name: 'Simular falha' })).not.toBeInTheDocument();
    });
  });

  it("says why the demo could not fail a withdrawal, in the api's words", async () => {
    server.use(
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [buildWithdrawalAnswer({ id: 4, status: 'processing' })],
          now: '2026-11-22T15:00:10.000Z',
        }),
      ),
      http.post(`${API}/api/withdraws/4/simulate-failure`, () =>
        HttpResponse.json({ message: messages.withdrawAlreadySettled }, { status: 409 }),
      ),
    );
    const user = await openWithdraw();
    await user.click(await screen.findByRole('button', { name: withdrawCopy.simulateFailure }));
    const control = screen.getByRole('button', {
      name: withdrawCopy.simulateFailure,
    }).parentElement;
    expect(await within(control as HTMLElement).findByRole('alert')).toHaveTextContent(
      messages.withdrawAlreadySettled,
    );
    expect(screen.getAllByText(messages.withdrawAlreadySettled)).toHaveLength(1);
  });

  it('shows a withdrawal a brake held as "Em análise", with why', async () => {
    server.use(
      http.get(`${API}/api/withdraws`, () =>
        HttpResponse.json({
          data: [
            buildWithdrawalAnswer({
              id: 9,
              amount: 600_000,
              status: 'review',
              reviewMessage: messages.withdrawReviewAmount,
            }),
          ],
          now: '2026-11-22T15:10:00.000Z',
        }),
      ),
    );
    await openWithdraw();
    const list = await screen.findByRole('region', { name: 'Seus saques' });
    expect(list).toHaveTextContent(messages.withdrawStatusReview);
    expect(list).toHaveTextContent(messages.withdrawReviewAmount);
    expect(screen.queryByRole('button', { name: 'Simular falha' })).not.toBeInTheDocument();
  });
});
