// Issue 14 "done when": a second server in a production configuration, with
// test providers on 127.0.0.1 that sign their callbacks. Verification,
// deposit and withdrawal complete through those callbacks only (the sandbox
// routes answer 404), and no screen shows a demo notice, a dead link, an empty
// frame or about:blank; every external link is one the operator configured.
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { messages } from '@velas/domain/messages';
import { meResponseSchema, loginResponseSchema } from '@velas/domain/schemas/auth';
import { kycSessionResponseSchema, kycStatusSchema } from '@velas/domain/schemas/kyc';
import type { OperatorSettingsInput } from '@velas/domain/schemas/operator-settings';
import { depositResponseSchema, withdrawResponseSchema } from '@velas/domain/schemas/wallet';
import { TEST_DOCUMENTS } from '@velas/api/dist/seed/test-documents.js';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProductionApi, type ProductionApi } from '../harness/production-api.js';
import { registrationRequest } from '../support/api.js';
import { useBrowserSession } from '../support/browser-session.js';
import { e2eEnvironment } from '../support/environment.js';
import { checkEveryScreen } from '../support/every-screen.js';
import { seen } from '../support/expectations.js';
import { passGate } from '../support/sign-in.js';
import { startTestProviders, type TestProviders } from '../support/test-providers.js';
import { DESKTOP, VIEWPORTS } from '../support/viewports.js';

const person = TEST_DOCUMENTS[TEST_DOCUMENTS.length - 1];
if (!person) throw new Error('Sem pessoa de teste');
const account = { email: 'producao@example.com', password: 'senha-producao-123', person };

const PUBLIC_SETTINGS = {
  brand: { name: 'Casa Real' },
  support: { chatNumber: '5511999998888' },
  salesPages: {
    presentation: {
      checkoutUrl: 'https://pay.casareal.example/painel',
      videoUrl: 'https://video.casareal.example/embed/painel',
    },
    mentoring: { checkoutUrl: 'https://pay.casareal.example/mentoria' },
  },
  links: {
    community: 'https://chat.whatsapp.com/CasaReal123',
    lessons: 'https://aulas.casareal.example/',
    instagram: 'https://www.instagram.com/casareal',
    officialSite: 'https://casareal.example/',
  },
  gameFallbackUrl: 'https://aposta.casareal.example/',
};

/** Where an external link or frame of this operator may go. */
const CONFIGURED = [
  `https://wa.me/${PUBLIC_SETTINGS.support.chatNumber}?`,
  PUBLIC_SETTINGS.salesPages.presentation.checkoutUrl,
  PUBLIC_SETTINGS.salesPages.presentation.videoUrl,
  PUBLIC_SETTINGS.salesPages.mentoring.checkoutUrl,
  ...Object.values(PUBLIC_SETTINGS.links),
  PUBLIC_SETTINGS.gameFallbackUrl,
];

let providers: TestProviders;
let api: ProductionApi;

beforeAll(async () => {
  providers = await startTestProviders([person]);
  const settings: OperatorSettingsInput = {
    public: PUBLIC_SETTINGS,
    pix: {
      key: 'financeiro@casareal.example',
      merchantName: 'Casa Real',
      merchantCity: 'Sao Paulo',
    },
    providers: {
      payment: { webhookSecret: providers.paymentSecret },
      kyc: {
        baseUrl: providers.baseUrl,
        apiKey: providers.kycApiKey,
        callbackSecret: providers.kycSecret,
      },
      documents: { baseUrl: providers.baseUrl, apiKey: providers.documentsApiKey },
      postalCodes: { baseUrl: providers.baseUrl },
      payouts: {
        baseUrl: providers.baseUrl,
        apiKey: providers.payoutApiKey,
        callbackSecret: providers.payoutSecret,
      },
    },
    ingestApiKey: randomUUID(),
    simulatedBetHouses: ['MINES_BET'],
  };
  try {
    api = await startProductionApi(
      settings,
      join(e2eEnvironment().artifactsDir, 'api-production.log'),
    );
  } catch (error) {
    await providers.stop();
    throw error;
  }
});

afterAll(async () => {
  await Promise.allSettled([api.stop(), providers.stop()]);
});

async function call(
  path: string,
  init: { method?: string; token?: string; body?: unknown; idempotent?: boolean } = {},
): Promise<{ status: number; body: unknown }> {
  const headers = new Headers();
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (init.idempotent) headers.set('idempotency-key', randomUUID());
  const response = await fetch(new URL(path, api.baseUrl), {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
}

async function ok(path: string, init: Parameters<typeof call>[1] = {}): Promise<unknown> {
  const { status, body } = await call(path, init);
  if (status < 200 || status > 299)
    throw new Error(
      `${init.method ?? 'GET'} ${path} -> ${String(status)}: ${JSON.stringify(body)}`,
    );
  return body;
}

const signInByApi = async () =>
  loginResponseSchema.parse(
    await ok('/api/auth/login', {
      method: 'POST',
      body: { login: account.email, email: account.email, password: account.password },
    }),
  ).access_token;

const balance = async (token: string) =>
  meResponseSchema.parse(await ok('/api/auth/me', { token })).balance;

async function signInAt(page: Page): Promise<void> {
  await page.goto(new URL('/auth/login', api.baseUrl).toString());
  await passGate(page);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/admin/dashboard');
}

describe('produção: provedores que assinam seus callbacks', () => {
  const session = useBrowserSession(DESKTOP);

  it('registers through the document provider; KYC, deposit and withdrawal complete only by signed callbacks', async () => {
    const { page } = session;
    const settings = await ok('/api/settings/public');
    expect(settings).toMatchObject({ mode: 'production', demo: null });

    await ok('/api/auth/register', { method: 'POST', body: registrationRequest(account) });
    const token = await signInByApi();
    const me = meResponseSchema.parse(await ok('/api/auth/me', { token }));

    // Verification: the session is opened as the app does; only the provider's verdict approves.
    const kycSession = kycSessionResponseSchema.parse(
      await ok('/kyc-api/kyc/session', {
        method: 'POST',
        token,
        body: { cpf: person.cpf, token, flow: 'kyc-full', betHouse: 'MINES_BET' },
      }),
    );
    // The provider's widget, opened by the api with the operator's key; no sandbox widget.
    expect(kycSession.widget_url).toBe(`${providers.baseUrl}/widget/${kycSession.session_id}`);
    expect((await call(`/kyc-api/widget/${kycSession.session_id}`)).status).toBe(404);
    const demoVerdict = await call(`/kyc-api/demo/sessions/${kycSession.session_id}/verdict`, {
      method: 'POST',
      body: { result: 'approved' },
    });
    expect(demoVerdict.status).toBe(404);
    const isApproved = async () =>
      kycStatusSchema.parse(await ok('/api/legitimuzStatus', { token })).isApproved;
    expect(await isApproved()).toBe(false);
    expect(
      await providers.kycVerdict(api.baseUrl, {
        sessionId: kycSession.session_id,
        userReference: String(me.id),
        result: 'approved',
      }),
    ).toBe(200);
    expect(await isApproved()).toBe(true);

    // Deposit on the screen: no sandbox button; the provider's webhook pays it.
    await signInAt(page);
    await page.goto(new URL('/admin/deposit', api.baseUrl).toString());
    await page.getByLabel('Valor do depósito (R$)').fill('50');
    const created = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === '/api/deposits',
    );
    await page.getByRole('button', { name: 'Gerar Pix' }).click();
    const deposit = depositResponseSchema.parse(await (await created).json()).data;
    await seen(page.getByRole('status').filter({ hasText: messages.pixPending }));
    expect(await page.getByRole('button', { name: 'Simular pagamento' }).count()).toBe(0);
    expect((await call(`/api/deposits/${deposit.id}/pay`, { method: 'POST', token })).status).toBe(
      404,
    );
    // A webhook signed with another secret changes nothing.
    const forged = await fetch(new URL('/providers-api/payment/webhook', api.baseUrl), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-velas-timestamp': String(Math.floor(Date.now() / 1000)),
        'x-velas-signature': `v1=${'0'.repeat(64)}`,
      },
      body: JSON.stringify({
        event_id: 'forged',
        type: 'charge.paid',
        charge_id: deposit.id,
        amount_cents: 5_000,
      }),
    });
    expect(forged.status).toBe(401);
    expect(await balance(token)).toBe(0);

    expect(await providers.chargePaid(api.baseUrl, deposit.id, 5_000)).toBe(200);
    await seen(page.getByRole('status').filter({ hasText: messages.pixPaid }));
    expect(await balance(token)).toBe(5_000);

    // Withdrawal: possible once verified by the callback and funded by the webhook.
    await ok('/api/userUpdate', {
      method: 'POST',
      token,
      body: { zipCode: '01001000', number: '10' },
    });
    withdrawResponseSchema.parse(
      await ok('/api/withdraws', {
        method: 'POST',
        token,
        idempotent: true,
        body: { amount: 3_000, pixType: 'CPF', pixKey: person.cpf },
      }),
    );
    expect(await balance(token)).toBe(2_000);
  }, 240_000);
});

describe.each(VIEWPORTS)('produção: links e frames ($name)', (viewport) => {
  const session = useBrowserSession(viewport);

  it('no screen shows a demo notice, and every link and frame is live and configured', async () => {
    const { page } = session;
    const seen = await checkEveryScreen({
      page,
      baseUrl: api.baseUrl,
      configured: CONFIGURED,
      // The footer's Instagram link exists only once the settings arrived.
      settingsMarker: 'Instagram',
      signIn: () => signInAt(page),
      launchGame: 'Tigre Dourado',
      absent: 'Ambiente de demonstração',
    });
    // Every configured link and video shows up somewhere (the betting site only
    // when a game cannot start, which a verified player's games do).
    const external = [...seen.external];
    for (const url of CONFIGURED.filter((url) => url !== PUBLIC_SETTINGS.gameFallbackUrl))
      expect(
        external.some((seenUrl) => seenUrl.startsWith(url)),
        url,
      ).toBe(true);
    // One per game screen, the launched game and the sales video; the
    // configured betting site stands in wherever no game can be started.
    expect(seen.frames).toBeGreaterThanOrEqual(8);
    expect(seen.unavailable).toBe(0);
  }, 300_000);
});
