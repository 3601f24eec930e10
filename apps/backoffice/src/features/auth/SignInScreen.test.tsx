import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { authMessages } from '@velas/domain/messages/auth';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

describe('sign-in', () => {
  it('asks the password, then the TOTP code, then opens the first screen of the role', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${OPS}/staff/sign-in`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ step: 'totp' });
      }),
      http.post(`${OPS}/staff/sign-in/totp`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(staffMe('support'));
      }),
    );
    const user = userEvent.setup();
    renderRoute('/entrar');
    await user.type(await screen.findByLabelText(backofficeTexts.email), 'support@velas.test');
    await user.type(screen.getByLabelText(backofficeTexts.password), 'uma senha longa');
    await user.click(screen.getByRole('button', { name: backofficeTexts.signIn }));
    await user.type(await screen.findByLabelText(backofficeTexts.totpCode), '12a3456');
    await user.click(screen.getByRole('button', { name: backofficeTexts.confirm }));
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.searchTitle }),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'support@velas.test', password: 'uma senha longa' },
      { code: '123456' },
    ]);
    expect(screen.getByRole('navigation', { name: backofficeTexts.mainMenu })).toHaveTextContent(
      backofficeTexts.navPlayers,
    );
  });

  it("shows the api's refusal, and takes a recovery code instead of the app's", async () => {
    let totpBody: unknown;
    server.use(
      http.post(`${OPS}/staff/sign-in`, () =>
        HttpResponse.json({ message: staffMessages.staffSignInFailed }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/entrar');
    await user.type(await screen.findByLabelText(backofficeTexts.email), 'finance@velas.test');
    await user.type(screen.getByLabelText(backofficeTexts.password), 'errada');
    await user.click(screen.getByRole('button', { name: backofficeTexts.signIn }));
    expect(await screen.findByRole('alert')).toHaveTextContent(staffMessages.staffSignInFailed);

    server.use(
      http.post(`${OPS}/staff/sign-in`, () => HttpResponse.json({ step: 'totp' })),
      http.post(`${OPS}/staff/sign-in/totp`, async ({ request }) => {
        totpBody = await request.json();
        return HttpResponse.json(staffMe('finance'));
      }),
    );
    await user.click(screen.getByRole('button', { name: backofficeTexts.signIn }));
    await user.click(await screen.findByRole('button', { name: backofficeTexts.useRecoveryCode }));
    await user.type(screen.getByLabelText(backofficeTexts.recoveryCode), 'abcd-efgh-ijkl');
    await user.click(screen.getByRole('button', { name: backofficeTexts.confirm }));
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.searchTitle }),
    ).toBeInTheDocument();
    expect(totpBody).toEqual({ recoveryCode: 'abcd-efgh-ijkl' });
  });

  it('a signed-in screen without a session goes to sign-in; an ended session says why', async () => {
    server.use(
      http.get(`${OPS}/staff/me`, () =>
        HttpResponse.json({ message: authMessages.unauthenticated }, { status: 401 }),
      ),
    );
    renderRoute('/jogadores');
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.signInTitle }),
    ).toBeInTheDocument();

    server.use(
      http.get(`${OPS}/players`, () =>
        HttpResponse.json({ message: authMessages.unauthenticated }, { status: 401 }),
      ),
    );
    const user = userEvent.setup();
    const again = renderRoute('/jogadores', staffMe('support'));
    await user.type(await again.findByLabelText(backofficeTexts.searchLabel), 'ana@velas.test');
    await user.click(again.getByRole('button', { name: backofficeTexts.search }));
    expect(await again.findByText(backofficeTexts.sessionExpired)).toBeInTheDocument();
  });
});
