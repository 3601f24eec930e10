import { screen, within } from '@testing-library/react';
import { authMessages } from '@velas/domain/messages/auth';
import { walletMessages } from '@velas/domain/messages/wallet';
import { secondSystemBalanceUpdateSchema } from '@velas/domain/schemas/user';
import { depositRequestSchema } from '@velas/domain/schemas/wallet';
import { http, HttpResponse } from 'msw/http';
import { describe, expect, it } from 'vitest';
import * as fixtures from '#/test/fixtures.ts';
import { API } from '#/test/handlers.ts';
import { signedIn } from '#/test/renderApp.tsx';
import { renderMoneyScreen } from '#/test/renderMoneyScreen.ts';
import { server } from '#/test/server.ts';

async function openModal() {
  const { user } = renderMoneyScreen('/admin/withdraw', { session: { ...signedIn, userId: 7 } });
  // Pix rápido sits in the account menu at every width (docs/product/layout.md#top-bar-footer-and-theme).
  await user.click(await screen.findByRole('button', { name: /menu do usuário/ }));
  await user.click(await screen.findByRole('button', { name: 'Pix rápido' }));
  const dialog = await screen.findByRole('dialog', { name: 'Depositar' });
  // The menu hands over to the modal: closed, not left drawn behind it.
  expect(screen.getByRole('button', { name: /menu do usuário/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  expect(screen.queryByRole('button', { name: 'Pix rápido' })).not.toBeInTheDocument();
  // The form comes once the api said there is no open Pix charge to bring back.
  await within(dialog).findByRole('button', { name: 'Gerar Pix' });
  return { user, dialog };
}

describe('top deposit modal', () => {
  it('offers 30, 50, 100 and 200 and validates the amount', async () => {
    const { user, dialog } = await openModal();
    const quick = within(dialog).getByRole('group', { name: 'Valores rápidos' });
    expect(
      within(quick)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['R$ 30', 'R$ 50', 'R$ 100', 'R$ 200']);
    // Before paying, the same line as Depositar: the deposit's minimum and the
    // withdrawal's, so a small deposit never turns out stuck under it.
    expect(within(dialog).getByTestId('deposit-minimum').textContent).toBe(
      'Por Pix, a partir de R$\u00a010,00. Para sacar, o valor mínimo é R$\u00a030,00.',
    );
    await user.type(within(dialog).getByLabelText('Valor do depósito (R$)'), 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Gerar Pix' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(walletMessages.invalidBalance);
  });

  it('updates the second-system balance, then shows the Pix', async () => {
    const order: string[] = [];
    server.use(
      http.put(`${API}/users-api/users/:id`, async ({ request, params }) => {
        order.push(
          `users/${String(params.id)} ${JSON.stringify(secondSystemBalanceUpdateSchema.parse(await request.json()))}`,
        );
        return HttpResponse.json(fixtures.secondSystemUser(30));
      }),
      http.post(`${API}/api/deposits`, async ({ request }) => {
        order.push(`deposit ${depositRequestSchema.parse(await request.json()).amount}`);
        return HttpResponse.json(fixtures.deposit({ amount: 3000 }), { status: 201 });
      }),
    );
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'R$ 30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gerar Pix' }));
    expect((await within(dialog).findByLabelText('tempo restante')).textContent).toBe('6:40');
    expect(order).toEqual(['users/7 {"firstBalance":30}', 'deposit 3000']);
  });

  it("counts down to the provider's expiry, not a fixed 400 s", async () => {
    server.use(
      http.put(`${API}/users-api/users/:id`, () =>
        HttpResponse.json(fixtures.secondSystemUser(30)),
      ),
      http.post(`${API}/api/deposits`, () =>
        HttpResponse.json(fixtures.deposit({ amount: 3000, expiresInSeconds: 900 }), {
          status: 201,
        }),
      ),
    );
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'R$ 30' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gerar Pix' }));
    expect((await within(dialog).findByLabelText('tempo restante')).textContent).toBe('15:00');
  });

  it('says when the balance update fails, and closing clears input and error', async () => {
    server.use(
      http.put(`${API}/users-api/users/:id`, () =>
        HttpResponse.json({ message: 'x', errors: {} }, { status: 500 }),
      ),
    );
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'R$ 50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Gerar Pix' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      authMessages.balanceUpdateFailed,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await user.click(screen.getByRole('button', { name: /menu do usuário/ }));
    await user.click(await screen.findByRole('button', { name: 'Pix rápido' }));
    const reopened = await screen.findByRole('dialog', { name: 'Depositar' });
    expect(within(reopened).getByLabelText<HTMLInputElement>('Valor do depósito (R$)').value).toBe(
      '',
    );
    expect(within(reopened).queryByRole('alert')).not.toBeInTheDocument();
  });
});
