import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const t = useTestApp({
  env: { APP_ORIGIN: 'http://localhost:3000', CORS_ORIGINS: 'http://localhost:5173' },
});

async function openSession(
  documentIndex: 1 | 2 | 4 | 5 | 6,
  flow: 'kyc-full' | 'kyc-faceindex' = 'kyc-full',
) {
  const user = await registerAndLogin(t.app, documentIndex);
  const response = await t.injectAs(user.token, {
    method: 'POST',
    url: '/kyc-api/kyc/session',
    payload: { cpf: user.cpf, token: user.token, flow, betHouse: 'MINES_BET' },
  });
  expect(response.statusCode).toBe(200);
  const { session_id: sessionId, widget_url: widgetUrl } = response.json<{
    session_id: string;
    widget_url: string;
  }>();
  // The sandbox widget, relative to the KYC service.
  expect(widgetUrl).toBe(`widget/${sessionId}`);
  return { ...user, sessionId };
}
const status = async (token: string) =>
  (await t.injectAs(token, { url: '/api/legitimuzStatus' })).json<{
    isApproved: boolean;
  }>().isApproved;

describe('KYC sandbox', () => {
  it('runs a full verification: session, widget page, approved result sets the status', async () => {
    const { token, sessionId } = await openSession(1);
    expect(sessionId).toMatch(/^[\w-]{22}$/);

    const widget = await t.app.inject({
      url: `/kyc-api/widget/${sessionId}?origin=http://localhost:5173`,
    });
    expect(widget.statusCode).toBe(200);
    expect(widget.body).toContain('Ambiente de testes');
    expect(widget.body).toContain('data-step="document"');
    expect(widget.body).toContain('data-step="selfie"');
    expect(widget.body).toContain('data-parent-origin="http://localhost:5173"');
    const csp = String(widget.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'self' http://localhost:3000 http://localhost:5173");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(widget.headers['x-frame-options']).toBeUndefined();
    expect(widget.headers['cross-origin-resource-policy']).toBe('cross-origin');

    const script = await t.app.inject({ url: '/kyc-api/widget-assets/widget.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('type: "kyc-result"');

    expect(await status(token)).toBe(false);
    const result = await t.app.inject({
      method: 'POST',
      url: `/kyc-api/demo/sessions/${sessionId}/verdict`,
      payload: { result: 'approved' },
    });
    expect(result.json()).toEqual({ session_id: sessionId, result: 'approved' });
    expect(await status(token)).toBe(true);

    const twice = await t.app.inject({
      method: 'POST',
      url: `/kyc-api/demo/sessions/${sessionId}/verdict`,
      payload: { result: 'rejected' },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: commonMessages.kycSessionFinished });
    expect(await status(token)).toBe(true);
  });

  it('the sandbox can verify another CPF or a minor: both rejected, the reason on the status', async () => {
    for (const [documentIndex, person, rejection] of [
      [5, 'other-cpf', 'cpf_mismatch'],
      [6, 'minor', 'underage'],
    ] as const) {
      const { token, sessionId } = await openSession(documentIndex);
      const result = await t.app.inject({
        method: 'POST',
        url: `/kyc-api/demo/sessions/${sessionId}/verdict`,
        payload: { result: 'approved', person },
      });
      expect(result.json()).toEqual({ session_id: sessionId, result: 'rejected' });
      const kyc = await t.injectAs(token, { url: '/api/legitimuzStatus' });
      expect(kyc.json()).toMatchObject({ isApproved: false, status: 'rejected', rejection });
    }
  });

  it('ignores a parent origin that is not an app origin', async () => {
    const { sessionId } = await openSession(2, 'kyc-faceindex');
    const widget = await t.app.inject({
      url: `/kyc-api/widget/${sessionId}?origin=https://evil.example`,
    });
    expect(widget.body).toContain('data-parent-origin="http://localhost:3000"');
    expect(widget.body).toContain('data-flow="kyc-faceindex"');
  });

  it("draws the widget in the app's colour mode, with labelled file buttons", async () => {
    const { sessionId } = await openSession(2);
    const page = async (query: string) =>
      (await t.app.inject({ url: `/kyc-api/widget/${sessionId}${query}` })).body;
    expect(await page('?theme=light')).toContain('<html lang="pt-BR" data-theme="light">');
    // The app's default, and whatever else is asked.
    expect(await page('')).toContain('data-theme="dark"');
    expect(await page('?theme=%22%3E')).toContain('<html lang="pt-BR" data-theme="dark">');
    // A styled label names each file input: no browser-default button.
    const body = await page('');
    expect(body).toContain('<label for="document-file" class="file-button">');
    expect(body).toContain('<label for="selfie-file" class="file-button">');
    const css = await t.app.inject({ url: '/kyc-api/widget-assets/widget.css' });
    expect(css.body).toContain(":root[data-theme='light']");
    expect(css.body).not.toMatch(/background:\s*#fff\b/);
    // The app's font file, beside the stylesheet, allowed by the page's policy.
    expect(css.body).toContain("url('figtree-ptbr-wght.woff2')");
    const font = await t.app.inject({ url: '/kyc-api/widget-assets/figtree-ptbr-wght.woff2' });
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
    const widget = await t.app.inject({ url: `/kyc-api/widget/${sessionId}` });
    expect(widget.headers['content-security-policy']).toContain("font-src 'self'");
  });

  it('expires sessions after 30 minutes', async () => {
    const { sessionId } = await openSession(4);
    t.clock.advance(30 * 60_000);
    const widget = await t.app.inject({ url: `/kyc-api/widget/${sessionId}` });
    expect(widget.statusCode).toBe(404);
    expect(widget.body).toContain(commonMessages.kycSessionNotFound);
    const result = await t.app.inject({
      method: 'POST',
      url: `/kyc-api/demo/sessions/${sessionId}/verdict`,
      payload: { result: 'approved' },
    });
    expect(result.statusCode).toBe(404);
  });

  it('validates the session request and binds it to the own CPF', async () => {
    const user = await registerAndLogin(t.app, 3);
    const post = (payload: object, token: string | null = user.token) =>
      token === null
        ? t.app.inject({ method: 'POST', url: '/kyc-api/kyc/session', payload })
        : t.injectAs(token, { method: 'POST', url: '/kyc-api/kyc/session', payload });
    const base = { cpf: user.cpf, token: user.token, flow: 'kyc-full', betHouse: 'MINES_BET' };
    expect((await post(base, null)).statusCode).toBe(401);
    const badFlow = await post({ ...base, flow: 'kyc-qualquer' });
    expect(badFlow.statusCode).toBe(400);
    expect(badFlow.json()).toMatchObject({ message: 'Fluxo de verificação desconhecido.' });
    const foreign = await post({ ...base, cpf: '52998224725' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ message: commonMessages.cpfNotOwned });
    const badResult = await t.app.inject({
      method: 'POST',
      url: '/kyc-api/demo/sessions/AAAAAAAAAAAAAAAAAAAAAA/verdict',
      payload: { result: 'talvez' },
    });
    expect(badResult.statusCode).toBe(400);
  });
});
