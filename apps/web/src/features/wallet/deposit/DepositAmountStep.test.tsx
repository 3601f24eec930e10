// Before the identity is verified, the deposit says so and leads to the
// verification, its form inactive (docs/product/wallet.md#wallet-deposits).
import { screen } from '@testing-library/react';
import { commonMessages } from '@velas/domain/messages/common';
import { plainWordsMessages } from '@velas/domain/messages/plain-words';
import { walletMessages } from '@velas/domain/messages/wallet';
import { describe, expect, it } from 'vitest';
import { depositApi, identityNotVerified } from '#/test/depositApi.ts';
import { amountField, renderDepositFlow } from '#/test/depositFlow.tsx';

describe('deposit before the identity is verified', () => {
  it('explains why on the form', async () => {
    identityNotVerified();
    renderDepositFlow();
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
    renderDepositFlow();
    await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(find()).toBeDisabled();
  });

  it('never shows the refusal the api would answer, and sends nothing', async () => {
    const seen = depositApi();
    identityNotVerified();
    renderDepositFlow();
    await screen.findByRole('button', { name: 'Verificar identidade' });
    expect(screen.queryByText(walletMessages.depositRequiresKyc)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(seen.amounts).toEqual([]);
  });

  it('leads to the verification', async () => {
    identityNotVerified();
    const { user } = renderDepositFlow();
    await user.click(await screen.findByRole('button', { name: 'Verificar identidade' }));
    expect(
      await screen.findByRole('dialog', { name: plainWordsMessages.identityVerification }),
    ).toBeInTheDocument();
  });

  it('fills "Verificar identidade", not "Gerar Pix"', async () => {
    identityNotVerified();
    renderDepositFlow();
    const verify = await screen.findByRole('button', { name: 'Verificar identidade' });
    const generate = screen.getByRole('button', { name: 'Gerar Pix' });
    // Outlined: no fill; filled: the accent.
    const noFill = 'rgba(0, 0, 0, 0)';
    expect(getComputedStyle(generate).backgroundColor).toBe(noFill);
    expect(getComputedStyle(verify).backgroundColor).not.toBe(noFill);
  });
});
