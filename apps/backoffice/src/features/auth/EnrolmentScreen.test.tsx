import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backofficeTexts } from '@velas/domain/backoffice/texts';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute, staffMe } from '#/test/renderRoute.tsx';
import { OPS, server } from '#/test/server.ts';

const QR = 'data:image/png;base64,iVBORw0KGgo=';
const URI = 'otpauth://totp/Velas:finance%40velas.test?secret=JBSWY3DPEHPK3PXP&issuer=Velas';
const CODES = ['aaaa-bbbb-cccc', 'dddd-eeee-ffff', 'gggg-hhhh-iiii'];

describe('enrolment from the one-time link', () => {
  it('password, QR code and URI, first code, then the recovery codes once', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${OPS}/staff/enrolment`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ otpauthUri: URI, qrDataUrl: QR });
      }),
      http.post(`${OPS}/staff/enrolment/confirm`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ recoveryCodes: CODES, staff: staffMe('finance') });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/cadastro#token=tok-123');
    await user.type(
      await screen.findByLabelText(backofficeTexts.newPassword),
      'uma senha bem longa',
    );
    await user.click(screen.getByRole('button', { name: backofficeTexts.continue }));

    const qr = await screen.findByRole('img', { name: backofficeTexts.qrAlt });
    expect(qr).toHaveAttribute('src', QR);
    expect(screen.getByLabelText(backofficeTexts.otpauthUriLabel)).toHaveTextContent(URI);
    await user.type(screen.getByLabelText(backofficeTexts.confirmWithCode), '654321');
    await user.click(screen.getByRole('button', { name: backofficeTexts.confirm }));

    const list = await screen.findByRole('list', { name: backofficeTexts.recoveryTitle });
    for (const code of CODES) expect(list).toHaveTextContent(code);
    expect(screen.getByRole('alert')).toHaveTextContent(/Guarde agora/);
    // The token leaves the address once used.
    expect(router.state.location.hash).toBe('');
    expect(bodies).toEqual([
      { token: 'tok-123', password: 'uma senha bem longa' },
      { token: 'tok-123', code: '654321' },
    ]);

    await user.click(screen.getByRole('button', { name: backofficeTexts.recoveryDone }));
    expect(
      await screen.findByRole('heading', { name: backofficeTexts.searchTitle }),
    ).toBeInTheDocument();
    expect(screen.queryByText(CODES[0] ?? '')).not.toBeInTheDocument();
  });

  it('a link without its token says so', async () => {
    renderRoute('/cadastro');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      backofficeTexts.enrolmentMissingToken,
    );
  });
});
