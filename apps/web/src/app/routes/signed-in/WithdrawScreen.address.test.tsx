// The withdraw screen, the withdrawal's address, asked once in the form.
import { screen, waitFor, within } from '@testing-library/react';
import { walletMessages } from '@velas/domain/messages/wallet';
import { userUpdateRequestSchema } from '@velas/domain/schemas/user';
import { withdrawRequestSchema } from '@velas/domain/schemas/wallet';
import { expectBefore } from '@velas/web-testing/document-order';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import { withdrawCopy } from '#/features/wallet/withdraw/copy.ts';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { renderMoneyScreen } from '#/test/renderMoneyScreen.ts';
import { server } from '#/test/server.ts';
import {
  buildAddressSavedAnswer,
  buildViaCepAnswer,
  buildWithdrawAnswer,
  cepFound,
  withAddress,
  openWithdraw,
  plain,
  requested,
} from '#/test/withdrawApi.ts';

describe("the withdrawal's address, asked once in the form", () => {
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
    expectBefore(screen.getByLabelText('Valor do saque (R$)'), cep);
    expect(screen.queryByText(withdrawCopy.firstWithdrawalAsks)).not.toBeInTheDocument();
    // Said as a step of the form, with why it is asked once, not as an error.
    const group = screen.getByRole('group', { name: 'Endereço' });
    expect(group).toHaveTextContent(withdrawCopy.addressAskedOnce);
    expect(group).toHaveTextContent(withdrawCopy.addressOnce);
    expect(screen.queryByText(walletMessages.addressRequired)).not.toBeInTheDocument();
    const amount = screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)');
    await user.type(amount, '50');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    // Once, at the field that is missing; nothing sent, the amount kept.
    expect(screen.getAllByText(walletMessages.addressFieldsRequired)).toHaveLength(1);
    expect(cep).toHaveAccessibleDescription(walletMessages.addressFieldsRequired);
    expect(calls).toEqual([]);
    expect(amount.value).toBe('50');

    await user.type(cep, '0100');
    await user.tab();
    await user.clear(cep);
    await user.type(cep, '99999999');
    await user.tab();
    expect(await screen.findByText(walletMessages.cepInvalid)).toBeInTheDocument();
    await user.clear(cep);
    await user.type(cep, '01001000');
    await user.tab();
    expect(await screen.findByText('Praça da Sé, Sé, São Paulo/SP')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect(screen.getByLabelText('Número')).toHaveAccessibleDescription(
      walletMessages.addressFieldsRequired,
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
    expectBefore(screen.getByText(withdrawCopy.firstWithdrawalAsks), screen.getByLabelText('CEP'));
    expectBefore(screen.getByLabelText('CEP'), screen.getByLabelText('Valor do saque (R$)'));
    expect(screen.queryByText(withdrawCopy.addressAskedOnce)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Confirmar/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar Endereço' }));
    expect(await screen.findByText(walletMessages.addressSaved)).toBeInTheDocument();
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
    expect((await screen.findByRole('alert')).textContent).toBe(walletMessages.addressUpdateFailed);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)').value).toBe('50');
    expect(screen.getByLabelText('CEP')).toHaveValue('01001-000');
    expect(screen.getByLabelText('Número')).toHaveValue('1');
    expect(withdrawals).toBe(0);
  });

  it('asks for the address in place when the api wants one, without losing the amount', async () => {
    server.use(
      http.post(`${API}/api/withdraws`, () =>
        HttpResponse.json(
          { code: 'address_required', message: walletMessages.addressRequired, errors: {} },
          { status: 422 },
        ),
      ),
    );
    const user = await openWithdraw();
    expect(screen.queryByLabelText('CEP')).not.toBeInTheDocument();
    // A profile with an address is told of no address step.
    expect(screen.queryByText(withdrawCopy.firstWithdrawalAsks)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Valor do saque (R$)'), '50');
    await user.click(screen.getByRole('button', { name: /^Confirmar/ }));
    expect(await screen.findByLabelText('CEP')).toHaveAccessibleDescription(
      walletMessages.addressFieldsRequired,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Valor do saque (R$)').value).toBe('50');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
