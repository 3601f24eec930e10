// The abuse paths around the providers, as attacks: before the
// provider boundary each of these robbed the house (a player approved their
// own KYC; an unsigned "pay" credited any deposit). Now only a signed
// provider callback credits or approves, and production has no sandbox route.
import { commonMessages } from '@velas/domain/messages/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signatureHeaders } from '#/provider-wire/signature.js';
import { balanceOf, loginDemo, registerAndLogin } from '#/test/accounts.js';
import { startKycProvider, WIDGET_BASE, type TestKycProvider } from '#/test/kyc-provider.js';
import { productionTestApp } from '#/test/production-app.js';
import { sendSignedCallback } from '#/test/signed-callback.js';
import type { TestApp } from '#/test/test-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const PAYMENT_SECRET = 'payment-webhook-secret-0123456789abcdef';
const KYC_SECRET = 'kyc-callback-secret-0123456789abcdef';

function operatorWith(kyc: TestKycProvider) {
  return {
    pix: {
      key: 'financeiro@casareal.com.br',
      merchantName: 'Casa Real',
      merchantCity: 'Sao Paulo',
    },
    providers: {
      payment: { webhookSecret: PAYMENT_SECRET },
      kyc: { baseUrl: kyc.baseUrl, apiKey: kyc.apiKey, callbackSecret: KYC_SECRET },
    },
  };
}

/** The app's request for a verification session, answered as it is. */
function requestKycSession(t: TestApp, user: { token: string; cpf: string }) {
  return t.injectAs(user.token, {
    method: 'POST',
    url: '/kyc-api/kyc/session',
    payload: { cpf: user.cpf, token: user.token, flow: 'kyc-full', betHouse: 'MINES_BET' },
  });
}

async function openKycSession(t: TestApp, user: { token: string; cpf: string }) {
  const response = await requestKycSession(t, user);
  expect(response.statusCode).toBe(200);
  return response.json<{ session_id: string; widget_url: string }>();
}

async function kycStatusOf(t: TestApp, cpf: string): Promise<string | undefined> {
  const { rows } = await t.db.query<{ kyc_status: string }>(
    'SELECT kyc_status FROM users WHERE cpf = $1',
    [cpf],
  );
  return rows[0]?.kyc_status;
}

async function newDeposit(t: TestApp, token: string, amount: number) {
  const response = await t.injectAs(token, {
    method: 'POST',
    url: '/api/deposits',
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

describe('demo mode', () => {
  const t = useTestApp();

  it('attack: a player posts their own KYC verdict to the old result route: 404, still not approved', async () => {
    const user = await registerAndLogin(t.app, 2);
    const { session_id: sessionId } = await openKycSession(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: `/kyc-api/kyc/session/${sessionId}/result`,
      payload: { result: 'approved' },
    });
    expect(response.statusCode).toBe(404);
    expect(await kycStatusOf(t, user.cpf)).toBe('pending');
  });

  it("the demo widget's verdict goes through the signed provider callback", async () => {
    const user = await registerAndLogin(t.app, 3);
    const { session_id: sessionId } = await openKycSession(t, user);
    const response = await t.app.inject({
      method: 'POST',
      url: `/kyc-api/demo/sessions/${sessionId}/verdict`,
      payload: { result: 'approved' },
    });
    expect(response.statusCode).toBe(200);
    expect(await kycStatusOf(t, user.cpf)).toBe('approved');
    const { rows } = await t.db.query("SELECT 1 FROM provider_events WHERE provider = 'kyc'");
    expect(rows).toHaveLength(1);
  });

  it('"Simular pagamento" credits once, through the signed payment webhook', async () => {
    const token = await loginDemo(t.app);
    const before = await balanceOf(t.app, token);
    const id = await newDeposit(t, token, 5_000);
    for (let attempt = 0; attempt < 2; attempt++) {
      const paid = await t.injectAs(token, { method: 'POST', url: `/api/deposits/${id}/pay` });
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ data: { status: 'paid' } });
    }
    expect(await balanceOf(t.app, token)).toBe(before + 5_000);
    const { rows } = await t.db.query("SELECT 1 FROM provider_events WHERE provider = 'payment'");
    expect(rows).toHaveLength(1);
  });
});

describe('production mode', () => {
  let token: string;
  let kycProvider: TestKycProvider;
  beforeAll(async () => {
    kycProvider = await startKycProvider();
  });
  afterAll(() => kycProvider.stop());
  const t = useTestApp(() =>
    productionTestApp(operatorWith(kycProvider), { APP_ORIGIN: 'https://app.casareal.example' }),
  );
  beforeAll(async () => {
    token = await loginDemo(t.app);
  });

  const webhook = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/providers-api/payment/webhook',
      payload: body,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const paidEvent = (id: string, eventId: string, amount = 7_000) =>
    JSON.stringify({ event_id: eventId, type: 'charge.paid', charge_id: id, amount_cents: amount });

  it('attack: the sandbox pay route does not exist; an unsigned or forged webhook credits nothing', async () => {
    const before = await balanceOf(t.app, token);
    const id = await newDeposit(t, token, 7_000);
    const pay = await t.injectAs(token, { method: 'POST', url: `/api/deposits/${id}/pay` });
    expect(pay.statusCode).toBe(404);

    const body = paidEvent(id, 'evt-forged');
    expect((await webhook(body, {})).statusCode).toBe(401);
    const forged = signatureHeaders(
      'a-secret-the-attacker-guessed-0123456789',
      t.clock.now(),
      body,
    );
    expect((await webhook(body, forged)).statusCode).toBe(401);
    // Signed by the provider, then tampered with.
    const signed = signatureHeaders(PAYMENT_SECRET, t.clock.now(), body);
    expect((await webhook(body.replace('7000', '9000'), signed)).statusCode).toBe(401);
    expect(await balanceOf(t.app, token)).toBe(before);
  });

  it('credits a signed webhook once; refuses it replayed, or outside the 5-minute window', async () => {
    const before = await balanceOf(t.app, token);
    const id = await newDeposit(t, token, 7_000);

    const stale = paidEvent(id, 'evt-stale');
    const staleHeaders = signatureHeaders(PAYMENT_SECRET, t.clock.now() - 301_000, stale);
    expect((await webhook(stale, staleHeaders)).statusCode).toBe(401);
    const wrongAmount = paidEvent(id, 'evt-amount', 1);
    const wrongHeaders = signatureHeaders(PAYMENT_SECRET, t.clock.now(), wrongAmount);
    // Another amount is not credited: it is recorded and refunded (wallet/received-payments.ts).
    expect((await webhook(wrongAmount, wrongHeaders)).statusCode).toBe(200);
    expect(await balanceOf(t.app, token)).toBe(before);

    const body = paidEvent(id, 'evt-1');
    const headers = signatureHeaders(PAYMENT_SECRET, t.clock.now() - 299_000, body);
    const first = await webhook(body, headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ status: 'accepted' });
    expect((await webhook(body, headers)).statusCode).toBe(409);
    expect(await balanceOf(t.app, token)).toBe(before + 7_000);
  });

  it('attack: a body not sent as JSON is refused before any signature check, never checked as ""', async () => {
    const emptySigned = signatureHeaders(PAYMENT_SECRET, t.clock.now(), '');
    for (const headers of [{}, emptySigned]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/providers-api/payment/webhook',
        payload: 'event_id=evt_1&type=charge.paid',
        headers: { 'content-type': 'text/plain', ...headers },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ code: 'invalid', message: 'Corpo inválido.', errors: {} });
    }
    const bodyless = await t.app.inject({
      method: 'POST',
      url: '/providers-api/kyc/callback',
      headers: emptySigned,
    });
    expect(bodyless.statusCode).toBe(400);
  });

  it('checks the signature before the body: unsigned junk is 401, signed junk 400 "Corpo inválido."', async () => {
    for (const body of ['not json', '{"event_id":"x"}']) {
      expect((await webhook(body, {})).statusCode, body).toBe(401);
      const signed = await webhook(body, signatureHeaders(PAYMENT_SECRET, t.clock.now(), body));
      expect(signed.statusCode, body).toBe(400);
      expect(signed.json()).toEqual({ code: 'invalid', message: 'Corpo inválido.', errors: {} });
    }
  });

  it('attack: no KYC verdict route for players; a signed verdict is bound to its session user', async () => {
    const { rows } = await t.db.query<{ id: number }>(
      "UPDATE users SET kyc_status = 'none' WHERE cpf = '52998224725' RETURNING id",
    );
    const userId = rows[0]?.id ?? 0;
    const { session_id: sessionId } = await openKycSession(t, { token, cpf: '52998224725' });
    for (const url of [
      `/kyc-api/kyc/session/${sessionId}/result`,
      `/kyc-api/demo/sessions/${sessionId}/verdict`,
    ]) {
      const response = await t.app.inject({ method: 'POST', url, payload: { result: 'approved' } });
      expect(response.statusCode, url).toBe(404);
    }
    const callback = (event: object) => {
      const body = JSON.stringify(event);
      const url = '/providers-api/kyc/callback';
      return sendSignedCallback(t.app, { url, secret: KYC_SECRET, at: t.clock.now(), body });
    };
    const verdict = {
      session_id: sessionId,
      result: 'approved',
      verified_document: '52998224725',
      verified_birth_date: '1990-05-17',
    };
    const foreign = await callback({
      ...verdict,
      event_id: 'k1',
      user_reference: String(userId + 1),
    });
    expect(foreign.statusCode).toBe(403);
    expect(await kycStatusOf(t, '52998224725')).toBe('pending');
    const own = await callback({ ...verdict, event_id: 'k2', user_reference: String(userId) });
    expect(own.statusCode).toBe(200);
    expect(await kycStatusOf(t, '52998224725')).toBe('approved');
  });

  it("opens the provider's widget for the session; the sandbox widget is not served", async () => {
    const user = await registerAndLogin(t.app, 4);
    const { session_id: sessionId, widget_url: widgetUrl } = await openKycSession(t, user);
    expect(widgetUrl).toBe(`${WIDGET_BASE}${sessionId}`);
    const { rows } = await t.db.query<{ id: number }>('SELECT id FROM users WHERE cpf = $1', [
      user.cpf,
    ]);
    expect(kycProvider.sessions.at(-1)).toEqual({
      session_id: sessionId,
      user_reference: String(rows[0]?.id),
      flow: 'kyc-full',
      parent_origin: 'https://app.casareal.example',
      document: user.cpf,
      name: 'Carlos Teste Pereira',
    });
    for (const url of [`/kyc-api/widget/${sessionId}`, '/kyc-api/widget-assets/widget.js'])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
  });

  it('a provider that cannot open the widget: 503 with the pt-BR message, nothing left pending', async () => {
    const user = await registerAndLogin(t.app, 5);
    kycProvider.answerWith(500);
    try {
      const response = await requestKycSession(t, user);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ message: commonMessages.kycProviderUnavailable });
    } finally {
      kycProvider.answerWith(null);
    }
    expect(await kycStatusOf(t, user.cpf)).not.toBe('pending');
  });
});
