// The deposit's amount: the quick amounts, the mask, the field's own
// messages, and what the loss limit still lets in (docs/product/wallet.md#wallet-deposits).
import { screen, waitFor, within } from '@testing-library/react';
import { walletMessages } from '@velas/domain/messages/wallet';
import { describe, expect, it } from 'vitest';
import { depositApi, limitCountsCharges } from '#/test/depositApi.ts';
import { amountField, generatePix, openDeposit, plain } from '#/test/depositFlow.tsx';

describe('the deposit amount', () => {
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
