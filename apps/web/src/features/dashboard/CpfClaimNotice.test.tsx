import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kycMessages } from '@velas/domain/messages/kyc';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptySession } from '#/core/session/sessionSlice.ts';
import { renderWithProviders } from '#/test/renderWithProviders.tsx';
import { dashboardCopy } from './copy.ts';
import { CpfClaimNotice } from './CpfClaimNotice.tsx';

const player = (id: number) => ({ session: { ...emptySession, apiToken: 't', id } });

describe('the CPF claim notice on the home', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('says one line, keeps the full explanation behind a disclosure and offers "Não fui eu"', async () => {
    renderWithProviders(<CpfClaimNotice storage={localStorage} />, player(7));
    expect(screen.getByText(dashboardCopy.cpfClaimShort)).toBeVisible();
    const detail = screen.getByText(kycMessages.cpfClaimGranted);
    expect(detail).not.toBeVisible();
    await userEvent.click(screen.getByText(dashboardCopy.cpfClaimMore));
    expect(detail).toBeVisible();
    const notMe = await screen.findByRole('link', { name: dashboardCopy.cpfClaimNotMe });
    expect(new URL(notMe.getAttribute('href') ?? '').searchParams.get('text')).toBe(
      dashboardCopy.cpfClaimSupportMessage,
    );
  });

  it('once closed, stays closed for that player on this device, not for another', async () => {
    const first = renderWithProviders(<CpfClaimNotice storage={localStorage} />, player(7));
    await userEvent.click(screen.getByRole('button', { name: dashboardCopy.cpfClaimClose }));
    expect(screen.queryByText(dashboardCopy.cpfClaimShort)).toBeNull();
    first.unmount();

    const again = renderWithProviders(<CpfClaimNotice storage={localStorage} />, player(7));
    expect(screen.queryByText(dashboardCopy.cpfClaimShort)).toBeNull();
    again.unmount();

    renderWithProviders(<CpfClaimNotice storage={localStorage} />, player(8));
    expect(screen.getByText(dashboardCopy.cpfClaimShort)).toBeVisible();
  });
});
