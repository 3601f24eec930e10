// A second server in a production configuration, with test providers on
// 127.0.0.1 that sign their callbacks, and a fresh demo api for the password
// reset through the demo's outbox. Verification, deposit and withdrawal
// complete through those callbacks only (the sandbox routes answer 404); money
// goes out through the payout provider (a payout paid, one failed and returned
// to the balance once) and a Pix paid after the provider's charge expired is
// refunded; and no screen shows a demo notice, a dead link, an empty frame or
// about:blank; every external link is one the operator configured.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { authMessages } from '@velas/domain/messages/auth';
import { kycMessages } from '@velas/domain/messages/kyc';
import { walletMessages } from '@velas/domain/messages/wallet';
import { meResponseSchema, loginResponseSchema } from '@velas/domain/schemas/auth';
import { kycSessionResponseSchema, kycStatusSchema } from '@velas/domain/schemas/kyc';
import type { OperatorSettingsInput } from '@velas/domain/schemas/operator-settings';
import { depositResponseSchema, withdrawResponseSchema } from '@velas/domain/schemas/wallet';
import { statementTexts } from '@velas/domain/statement';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, type RunningApi } from '../harness/api-process.js';
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
  providers = await startTestProviders(TEST_DOCUMENTS);
  const settings: OperatorSettingsInput = {
    public: PUBLIC_SETTINGS,
    pix: {
      key: 'financeiro@casareal.example',
      merchantName: 'Casa Real',
      merchantCity: 'Sao Paulo',
    },
    providers: {
      // Charges are the provider's, with its expiry (docs/api/providers.md#payment-provider).
      payment: {
        webhookSecret: providers.paymentSecret,
        baseUrl: providers.baseUrl,
        apiKey: providers.paymentApiKey,
      },
      kyc: {
        baseUrl: providers.baseUrl,
        apiKey: providers.kycApiKey,
        callbackSecret: providers.kycSecret,
      },
      documents: { baseUrl: providers.baseUrl, apiKey: providers.documentsApiKey },
      impedidos: { baseUrl: providers.baseUrl, apiKey: providers.impedidosApiKey },
      postalCodes: { baseUrl: providers.baseUrl },
      email: {
        baseUrl: providers.baseUrl,
        apiKey: providers.emailApiKey,
        from: 'Casa Real <nao-responda@casareal.example>',
      },
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
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
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
        verified: { cpf: person.cpf, birthDate: person.birthDate },
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
    await seen(page.getByRole('status').filter({ hasText: walletMessages.pixPending }));
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
    await seen(page.getByRole('status').filter({ hasText: walletMessages.pixPaid }));
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

describe('produção: saques e devoluções pelo provedor de pagamentos', () => {
  const session = useBrowserSession(DESKTOP);
  // Registered nowhere else (the identity flow only uses this person's data as someone else's).
  const payer = (() => {
    const found = TEST_DOCUMENTS[TEST_DOCUMENTS.length - 3];
    if (!found) throw new Error('Sem pessoa de teste');
    return found;
  })();
  const player = { email: 'saques@example.com', password: 'senha-saques-123', person: payer };

  const withdrawalsOf = async (token: string) =>
    (await ok('/api/withdraws', { token })) as { data: { id: number; status: string }[] };
  const statusOf = async (token: string, id: number) =>
    (await withdrawalsOf(token)).data.find((withdrawal) => withdrawal.id === id)?.status;
  async function withdraw(token: string, amount: number): Promise<number> {
    return withdrawResponseSchema.parse(
      await ok('/api/withdraws', {
        method: 'POST',
        token,
        idempotent: true,
        body: { amount, pixType: 'CPF', pixKey: payer.cpf },
      }),
    ).id;
  }
  async function deposit(token: string, amount: number): Promise<string> {
    return depositResponseSchema.parse(
      await ok('/api/deposits', { method: 'POST', token, idempotent: true, body: { amount } }),
    ).data.id;
  }

  it('a payout paid, a payout failed and refunded to the balance once, a late Pix refunded', async () => {
    const { page } = session;
    await ok('/api/auth/register', { method: 'POST', body: registrationRequest(player) });
    const token = loginResponseSchema.parse(
      await ok('/api/auth/login', {
        method: 'POST',
        body: { login: player.email, email: player.email, password: player.password },
      }),
    ).access_token;
    const me = meResponseSchema.parse(await ok('/api/auth/me', { token }));
    const opened = kycSessionResponseSchema.parse(
      await ok('/kyc-api/kyc/session', {
        method: 'POST',
        token,
        body: { cpf: payer.cpf, token, flow: 'kyc-full', betHouse: 'MINES_BET' },
      }),
    );
    expect(
      await providers.kycVerdict(api.baseUrl, {
        sessionId: opened.session_id,
        userReference: String(me.id),
        result: 'approved',
        verified: { cpf: payer.cpf, birthDate: payer.birthDate },
      }),
    ).toBe(200);
    await ok('/api/userUpdate', {
      method: 'POST',
      token,
      body: { zipCode: '01001000', number: '20' },
    });
    const funded = await deposit(token, 10_000);
    expect(await providers.chargePaid(api.baseUrl, funded, 10_000)).toBe(200);
    expect(await balance(token)).toBe(10_000);

    // Paid: requested from the provider with its payout id (a UUIDv7, 32 hex
    // digits) as the key, paid by its callback.
    const paidId = await withdraw(token, 3_000);
    expect(await balance(token)).toBe(7_000);
    expect(await statusOf(token, paidId)).toBe('processing');
    const paidPayout = [...providers.payouts.keys()].at(-1) ?? '';
    expect(paidPayout).toMatch(/^[0-9a-f]{32}$/);
    expect(providers.payouts.get(paidPayout)).toMatchObject({
      kind: 'transfer',
      payout_id: paidPayout,
      amount_cents: 3_000,
      pix_key_type: 'CPF',
    });
    expect(await providers.payoutSettled(api.baseUrl, paidPayout, 3_000, 'paid')).toBe(200);
    expect(await statusOf(token, paidId)).toBe('paid');
    expect(await balance(token)).toBe(7_000);

    // Failed: the money returns to the balance, once, whatever the provider repeats.
    const failedId = await withdraw(token, 4_000);
    expect(await balance(token)).toBe(3_000);
    const failedPayout = [...providers.payouts.keys()].at(-1) ?? '';
    expect(failedPayout).not.toBe(paidPayout);
    expect(providers.payouts.get(failedPayout)).toMatchObject({ amount_cents: 4_000 });
    expect(await providers.payoutSettled(api.baseUrl, failedPayout, 4_000, 'failed')).toBe(200);
    expect(await statusOf(token, failedId)).toBe('failed');
    expect(await balance(token)).toBe(7_000);
    expect(await providers.payoutSettled(api.baseUrl, failedPayout, 4_000, 'failed')).toBe(200);
    expect(await providers.payoutSettled(api.baseUrl, failedPayout, 4_000, 'paid')).toBe(409);
    expect(await balance(token)).toBe(7_000);

    // Late Pix: the provider's charge expires; a payment it reports after that is refunded.
    providers.setChargeLifetime(2);
    const late = await deposit(token, 1_500);
    let status = 'pending';
    const deadline = Date.now() + 30_000;
    while (status !== 'expired' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      status = depositResponseSchema.parse(await ok(`/api/deposits/${late}`, { token })).data
        .status;
    }
    expect(status).toBe('expired');
    providers.setChargeLifetime(400);
    expect(await providers.chargePaid(api.baseUrl, late, 1_500)).toBe(200);
    expect(await balance(token)).toBe(7_000);
    const refund = [...providers.payouts.entries()].find(
      ([, request]) => request.kind === 'refund' && request.amount_cents === 1_500,
    );
    expect(refund).toBeDefined();
    const [refundId] = refund ?? [''];
    expect(await providers.payoutSettled(api.baseUrl, refundId, 1_500, 'paid')).toBe(200);
    expect(await balance(token)).toBe(7_000);

    // The Extrato says each state honestly; the refund of a payment never
    // credited is among the records that never moved the balance.
    await page.goto(new URL('/auth/login', api.baseUrl).toString());
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(new URL('/auth/login', api.baseUrl).toString());
    await passGate(page);
    await page.getByLabel('E-mail').fill(player.email);
    await page.getByLabel('Senha', { exact: true }).fill(player.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.goto(new URL('/admin/extrato', api.baseUrl).toString());
    const statement = page.getByRole('region', { name: statementTexts.title });
    await seen(statement.getByText(walletMessages.withdrawStatusPaid).first());
    await seen(statement.getByText(walletMessages.withdrawStatusFailed).first());
    // Closed until asked, so its dates and CSV are not the statement's twice.
    await page.getByText(/^Outros registros \(\d+\)$/).click();
    const records = page.getByRole('region', { name: statementTexts.otherRecords });
    await seen(
      records.getByText(`${walletMessages.refundReasonLate}: ${walletMessages.paymentRefunded}`),
    );
  }, 240_000);
});

describe('produção: identidade ligada ao CPF e sessões', () => {
  const session = useBrowserSession(DESKTOP);
  const squatted = TEST_DOCUMENTS[TEST_DOCUMENTS.length - 2];
  const other = TEST_DOCUMENTS[TEST_DOCUMENTS.length - 3];
  if (!squatted || !other) throw new Error('Sem pessoas de teste');
  const squatter = {
    email: 'ocupante@example.com',
    password: 'senha-ocupante-1',
    person: squatted,
  };
  const owner = { email: 'titular@example.com', password: 'senha-titular-1', person: squatted };

  const tokenOf = async (who: { email: string; password: string }) =>
    loginResponseSchema.parse(
      await ok('/api/auth/login', {
        method: 'POST',
        body: { login: who.email, email: who.email, password: who.password },
      }),
    ).access_token;

  async function verifyAs(
    token: string,
    cpf: string,
    verified: { cpf: string; birthDate: string },
  ) {
    const me = meResponseSchema.parse(await ok('/api/auth/me', { token }));
    const opened = kycSessionResponseSchema.parse(
      await ok('/kyc-api/kyc/session', {
        method: 'POST',
        token,
        body: { cpf, token, flow: 'kyc-full', betHouse: 'MINES_BET' },
      }),
    );
    return providers.kycVerdict(api.baseUrl, {
      sessionId: opened.session_id,
      userReference: String(me.id),
      result: 'approved',
      verified,
    });
  }
  const kycOf = async (token: string) =>
    kycStatusSchema.parse(await ok('/api/legitimuzStatus', { token }));

  /** From a clean device: whoever was signed in on this page is forgotten first. */
  async function signInAs(page: Page, who: { email: string; password: string }) {
    const login = new URL('/auth/login', api.baseUrl).toString();
    await page.goto(login);
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto(login);
    await passGate(page);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Senha', { exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
  }

  it('rejects a KYC callback with another CPF; the CPF goes to whoever proves it; sign out everywhere', async () => {
    const { page } = session;
    // A verification of someone else's CPF is rejected, and the player reads why.
    await ok('/api/auth/register', { method: 'POST', body: registrationRequest(squatter) });
    const squatterToken = await tokenOf(squatter);
    expect(await verifyAs(squatterToken, squatted.cpf, other)).toBe(200);
    expect(await kycOf(squatterToken)).toMatchObject({
      isApproved: false,
      rejection: 'cpf_mismatch',
    });
    await signInAs(page, squatter);
    await page.waitForURL('**/admin/dashboard');
    await seen(page.getByText(kycMessages.kycRejectedCpfMismatch));

    // The CPF's owner registers with it: the same answer as for a free CPF,
    // and an account that claims the CPF without saying so
    // (docs/product/registration.md#registration, docs/product/kyc.md#cpf-claim).
    const claimed = await call('/api/auth/register', {
      method: 'POST',
      body: registrationRequest(owner),
    });
    expect(claimed.status).toBe(201);
    expect(claimed.body).toEqual({ message: authMessages.registrationSucceeded });
    const ownerToken = await tokenOf(owner);
    expect(await kycOf(ownerToken)).toMatchObject({ isApproved: false, cpfClaim: null });
    expect(await verifyAs(ownerToken, squatted.cpf, squatted)).toBe(200);
    expect(await kycOf(ownerToken)).toMatchObject({ isApproved: true, cpfClaim: 'granted' });
    // The unverified account was closed and signed out: its screen goes back to the login.
    expect((await call('/api/auth/me', { token: squatterToken })).status).toBe(401);
    await signInAs(page, squatter);
    await seen(page.getByText(kycMessages.accountClosedByCpfClaim));

    // Sair de todos os dispositivos: this browser and another device.
    const otherDevice = await tokenOf(owner);
    await signInAs(page, owner);
    await page.waitForURL('**/admin/dashboard');
    // One line on the home; the full explanation behind one tap.
    await seen(
      page.getByText('Encerramos um cadastro antigo, sem verificação, que usava seu CPF.'),
    );
    await page.locator('summary', { hasText: 'Entenda' }).click();
    await seen(page.getByText(kycMessages.cpfClaimGranted));
    await page.getByRole('button', { name: /menu do usuário/ }).click();
    await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
    await page.waitForURL('**/auth/login');
    expect((await call('/api/auth/me', { token: otherDevice })).status).toBe(401);
    expect((await call('/api/auth/me', { token: ownerToken })).status).toBe(401);
    // Production has no outbox: its e-mails leave through the provider.
    expect((await call(`/api/demo/outbox?email=${owner.email}`)).status).toBe(404);
  }, 240_000);
});

describe('demonstração: redefinição de senha pela caixa de e-mails', () => {
  const session = useBrowserSession(DESKTOP);
  let demo: RunningApi;
  beforeAll(async () => {
    demo = await startApi(join(e2eEnvironment().artifactsDir, 'api-demo-outbox.log'));
  });
  afterAll(() => demo.stop());

  it('sends the link to the outbox; the link sets a new password once', async () => {
    const { page } = session;
    const person = TEST_DOCUMENTS[1];
    const who = { email: 'esqueci@example.com', password: 'senha-antiga-1', person };
    const register = await fetch(new URL('/api/auth/register', demo.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registrationRequest(who)),
    });
    expect(register.status).toBe(201);

    await page.goto(new URL('/auth/login', demo.baseUrl).toString());
    await passGate(page);
    await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
    // The screen loads lazily: type only once it is there, not into the login's field.
    await seen(page.getByRole('heading', { name: 'Esqueci minha senha' }));
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByRole('button', { name: 'Enviar link' }).click();
    await seen(page.getByText(authMessages.passwordResetRequested));
    await page.getByRole('link', { name: 'abrir a caixa de e-mails' }).click();
    await page.getByRole('button', { name: 'Ver e-mails' }).click();
    await seen(page.getByRole('heading', { name: authMessages.passwordResetEmailSubject }));
    await page.getByRole('link', { name: /redefinir-senha\?token=/ }).click();
    await page.waitForURL('**/auth/redefinir-senha?token=*');
    await seen(page.getByRole('heading', { name: 'Redefinir senha' }));
    const resetUrl = page.url();
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-2');
    await page.getByLabel('Confirmar nova senha').fill('senha-nova-2');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await page.waitForURL('**/auth/login');
    await seen(page.getByText(authMessages.passwordResetDone));

    // The link works once.
    await page.goto(resetUrl);
    await seen(page.getByRole('heading', { name: 'Redefinir senha' }));
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-atacante-3');
    await page.getByLabel('Confirmar nova senha').fill('senha-atacante-3');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await seen(page.getByText(authMessages.passwordResetInvalid).first());

    await page.goto(new URL('/auth/login', demo.baseUrl).toString());
    await passGate(page);
    await page.getByLabel('E-mail').fill(who.email);
    await page.getByLabel('Senha', { exact: true }).fill('senha-nova-2');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL('**/admin/dashboard');
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
      // No aggregator is configured here, so no game opens and the lobby
      // lists none; Roletas, with no game of its own, shows the betting site.
      gameScreens: ['/admin/roletas'],
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
    // The betting site on Roletas and the sales video.
    expect(seen.frames).toBeGreaterThanOrEqual(2);
    expect(seen.unavailable).toBe(0);
  }, 300_000);
});
