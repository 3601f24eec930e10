// useWithdrawForm on the app's store and its MSW api: what the submit is for
// (withdraw, first withdrawal with its address, the address alone), each
// refusal in the spec's pt-BR words, a withdrawal asked for, and the api's
// refusals as the form says them (docs/product/wallet.md#wallet-withdrawals).
import { act, renderHook, waitFor } from '@testing-library/react';
import type { UserProfile } from '@velas/domain/schemas/user';
import { userUpdateRequestSchema } from '@velas/domain/schemas/user';
import { withdrawRequestSchema } from '@velas/domain/schemas/wallet';
import * as schemas from '@velas/domain/schemas/withdraw-form';
import { http, HttpResponse } from 'msw/http';
import type { ReactNode, SyntheticEvent } from 'react';
import { Provider } from 'react-redux';
import { describe, expect, it, vi } from 'vitest';
import { makeStore } from '#/core/store.ts';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { signedIn } from '#/test/renderApp.tsx';
import { server } from '#/test/server.ts';
import { buildAddressSavedAnswer, buildWithdrawAnswer, withAddress } from '#/test/withdrawApi.ts';
import { useWithdrawForm } from './useWithdrawForm.ts';

const AMOUNT_REQUIRED = 'Por favor, insira um valor para saque.';
const MINIMUM = 'O valor mínimo para saque é R$ 30,00.';
const ADDRESS_FIELDS = 'Preencha o CEP e o Número corretamente.';

/** The hook in a signed-in player's fresh store, once the balance (`me`) has loaded. */
async function renderWithdrawForm(profile: UserProfile) {
  const onReceipt = vi.fn<(id: number | null) => void>();
  const store = makeStore({ session: signedIn });
  const view = renderHook(() => useWithdrawForm(profile, schemas, onReceipt), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    ),
  });
  await waitFor(() => {
    expect(view.result.current.balance).toBeDefined();
  });
  return { ...view, onReceipt };
}

type Form = Awaited<ReturnType<typeof renderWithdrawForm>>['result'];

function typeIn(result: Form, typed: Partial<Record<'amount' | 'cep' | 'number', string>>) {
  for (const [field, text] of Object.entries(typed))
    act(() => {
      result.current.form.bind(field as keyof typeof typed).onValueChange(text);
    });
}

const submitEvent = { preventDefault: () => undefined } as SyntheticEvent;

/** Submits, and waits for the call it started (if any) to be answered. */
async function submit(result: Form) {
  act(() => {
    result.current.form.submit(submitEvent);
  });
  await waitFor(() => {
    expect(result.current.form.busy).toBe(false);
  });
}

/** The api's calls of a test, in order, with the bodies they sent. */
function recordCalls() {
  const calls: { call: 'address' | 'withdraw'; body: unknown; key?: string | null }[] = [];
  return {
    calls,
    saveAddress: http.post(`${API}/api/userUpdate`, async ({ request }) => {
      calls.push({ call: 'address', body: userUpdateRequestSchema.parse(await request.json()) });
      return HttpResponse.json(buildAddressSavedAnswer());
    }),
    withdraw: http.post(`${API}/api/withdraws`, async ({ request }) => {
      calls.push({
        call: 'withdraw',
        body: withdrawRequestSchema.parse(await request.json()),
        key: request.headers.get('idempotency-key'),
      });
      return HttpResponse.json(buildWithdrawAnswer());
    }),
  };
}

describe('useWithdrawForm', () => {
  it('refuses a missing amount and one under R$ 30,00 before any call', async () => {
    const api = recordCalls();
    server.use(api.withdraw);
    const { result } = await renderWithdrawForm(withAddress);
    expect(result.current).toMatchObject({ purpose: 'withdraw', needsAddress: false });
    await submit(result);
    expect(result.current.form.errors).toEqual([AMOUNT_REQUIRED]);
    // After a refused try the rule runs as the player types.
    typeIn(result, { amount: '29,99' });
    expect(result.current.form.errors).toEqual([MINIMUM]);
    expect(result.current.amount).toBeNull();
    await submit(result);
    expect(result.current.form.errors).toEqual([MINIMUM]);
    expect(api.calls).toEqual([]);
  });

  it('asks for the withdrawal to the CPF key, then shows its receipt until "Novo saque"', async () => {
    const api = recordCalls();
    server.use(api.withdraw);
    const { result, onReceipt } = await renderWithdrawForm(withAddress);
    typeIn(result, { amount: '30' });
    expect(result.current.amount).toBe(3000);
    await submit(result);
    expect(api.calls.map(({ call, body }) => ({ call, body }))).toEqual([
      { call: 'withdraw', body: { amount: 3000, pixType: 'CPF', pixKey: '52998224725' } },
    ]);
    // Sent with the attempt's Idempotency-Key.
    expect(api.calls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.current.form.errors).toEqual([]);
    expect(result.current.requested).toEqual({ id: 1, amount: 3000, keyShown: '***.982.247-**' });
    expect(onReceipt).toHaveBeenLastCalledWith(1);
    // The amount is cleared for the next one; the key type stays.
    expect(result.current.form.values).toMatchObject({ amount: '', pixType: 'CPF' });
    act(() => {
      result.current.startOver();
    });
    expect(result.current.requested).toBeNull();
    expect(onReceipt).toHaveBeenLastCalledWith(null);
  });

  it("says the api's refusal after the spec's prefix, and keeps what was typed", async () => {
    server.use(
      http.post(`${API}/api/withdraws`, () =>
        HttpResponse.json(
          {
            code: 'insufficient_balance',
            message: 'Saldo insuficiente para este saque.',
            errors: { amount: ['Saldo insuficiente para este saque.'] },
          },
          { status: 422 },
        ),
      ),
    );
    const { result } = await renderWithdrawForm(withAddress);
    typeIn(result, { amount: '5000' });
    await submit(result);
    expect(result.current.form.errors).toEqual([
      'Erro ao processar o saque. Tente novamente. Motivo: Saldo insuficiente para este saque.',
    ]);
    expect(result.current.requested).toBeNull();
    expect(result.current.form.values.amount).toBe('5000');
  });

  it('opens the address fields when the api asks for an address the profile seemed to have', async () => {
    server.use(
      http.post(`${API}/api/withdraws`, () =>
        HttpResponse.json(
          {
            code: 'address_required',
            message: 'Você precisa preencher o endereço antes de conseguir sacar o dinheiro.',
            errors: {},
          },
          { status: 422 },
        ),
      ),
    );
    const { result } = await renderWithdrawForm(withAddress);
    typeIn(result, { amount: '50' });
    await submit(result);
    expect(result.current.form.errors).toEqual([ADDRESS_FIELDS]);
    expect(result.current).toMatchObject({ needsAddress: true, purpose: 'firstWithdrawal' });
  });

  it('on the first withdrawal, asks for CEP and Número, saves them, then withdraws', async () => {
    const api = recordCalls();
    server.use(api.saveAddress, api.withdraw);
    const { result, onReceipt } = await renderWithdrawForm(fixtures.profile);
    expect(result.current).toMatchObject({ purpose: 'firstWithdrawal', needsAddress: true });
    typeIn(result, { amount: '50' });
    await submit(result);
    expect(result.current.form.errors).toEqual([ADDRESS_FIELDS]);
    expect(api.calls).toEqual([]);
    typeIn(result, { cep: '01001-000', number: '100' });
    expect(result.current.form.errors).toEqual([]);
    await submit(result);
    expect(api.calls.map(({ call }) => call)).toEqual(['address', 'withdraw']);
    expect(api.calls[0]?.body).toMatchObject({ zipCode: '01001000', number: '100' });
    expect(api.calls[1]?.body).toMatchObject({ amount: 5000 });
    expect(onReceipt).toHaveBeenLastCalledWith(1);
  });

  it('withdraws nothing when the address could not be saved, and says so', async () => {
    const api = recordCalls();
    server.use(
      api.withdraw,
      http.post(`${API}/api/userUpdate`, () =>
        HttpResponse.json({ message: 'Erro interno.' }, { status: 500 }),
      ),
    );
    const { result } = await renderWithdrawForm(fixtures.profile);
    typeIn(result, { amount: '50', cep: '01001000', number: '100' });
    await submit(result);
    expect(result.current.form.errors).toEqual([
      'Erro ao atualizar endereço. Tente novamente. Recarregue a página.',
    ]);
    expect(api.calls).toEqual([]);
    expect(result.current.form.values).toMatchObject({ amount: '50', cep: '01001000' });
  });

  it('saves the address alone while the balance is under the minimum', async () => {
    const api = recordCalls();
    server.use(
      api.saveAddress,
      api.withdraw,
      http.get(`${API}/api/auth/me`, () => HttpResponse.json({ ...fixtures.me, balance: 2999 })),
    );
    const { result, onReceipt } = await renderWithdrawForm(fixtures.profile);
    expect(result.current).toMatchObject({ purpose: 'saveAddress', belowMinimum: true });
    await submit(result);
    // Only the address is asked: no amount is needed to save it.
    expect(result.current.form.errors).toEqual([ADDRESS_FIELDS]);
    typeIn(result, { cep: '01001000', number: '100' });
    await submit(result);
    expect(api.calls.map(({ call }) => call)).toEqual(['address']);
    expect(result.current).toMatchObject({ addressSaved: true, requested: null });
    expect(onReceipt).toHaveBeenLastCalledWith(null);
  });
});
