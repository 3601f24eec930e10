// The back office's promises, in a real browser at 390 and 1366 px, on an api of its
// own (harness/backoffice-api.ts) serving the back office on its ops listener:
// two admins made by the `staff create` command propose and approve a finance,
// a second finance and a support account (four-eyes: the enrolment links go
// to the demo outbox, never to an admin); each enrols TOTP, the test
// computing the codes from the enrolment secret with the api's library
// (otpauth); support finds the demo player and is refused a withdrawal
// release (403, audited); a finance proposes a R$ 100,00 adjustment and
// cannot approve it, the other approves and the balance and ledger show it; a
// held withdrawal is released and paid by the demo payout provider, another
// released while the provider is down for it, its stuck payout returned to the
// balance by finance from the queue; and the audit
// trail screen shows every step with the staff member's e-mail.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import {
  ledgerStatusLabels,
  payoutStatusLabels,
  withdrawalStatusLabels,
} from '@velas/domain/backoffice/code-labels';
import { backofficeTexts as t } from '@velas/domain/backoffice/texts';
import { staffMessages } from '@velas/domain/staff/staff-messages';
import { Secret, TOTP } from 'otpauth';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackofficeApi, type BackofficeApi } from '../harness/backoffice-api.js';
import { e2eEnvironment } from '../support/environment.js';
import { seen } from '../support/expectations.js';
import { checkScreen } from '../support/screens.js';
import { moveClockFile } from '../support/server-clock.js';
import { VIEWPORTS, type Viewport } from '../support/viewports.js';

const DEMO_EMAIL = 'demo@example.com';
const DEMO_PASSWORD = 'demo12345';
const STAFF_PASSWORD = 'veleiro-azul-cansado-42-marte';
const HELD_CENTS = 5_000;
const ADJUSTMENT_CENTS = 10_000;

const admins = (viewport: Viewport) =>
  ['a', 'b'].map((letter) => `admin-${letter}-${viewport.name}@velas.example.com`);

let api: BackofficeApi;
let browser: Browser;
beforeAll(async () => {
  api = await startBackofficeApi(
    join(e2eEnvironment().artifactsDir, 'api-backoffice.log'),
    VIEWPORTS.flatMap(admins),
  );
  browser = await chromium.connect(e2eEnvironment().browserEndpoint);
});
afterAll(async () => {
  // Undefined when the setup failed half way.
  await (browser as Browser | undefined)?.close();
  await (api as BackofficeApi | undefined)?.stop();
});

/** Moves the api's clock on by `ms`; the clock's new offset. */
function moveClock(ms: number): number {
  return moveClockFile(api.clockFile, ms);
}

/**
 * A fresh code of the authenticator app: the api's clock moves one 30 s step
 * first, so no code repeats a step already used (the api refuses a replay).
 */
function totpCode(secret: string): string {
  const offset = moveClock(30_000);
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset,
  });
}

/** Calls of the players' api, as the demo player's phone makes them. */
async function player(
  path: string,
  token: string,
  init: Omit<RequestInit, 'headers'> & { headers?: Record<string, string> } = {},
): Promise<unknown> {
  const response = await fetch(new URL(path, api.baseUrl), {
    ...init,
    headers: {
      ...init.headers,
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} -> ${String(response.status)}: ${text}`);
  return JSON.parse(text) as unknown;
}

async function demoToken(): Promise<string> {
  const response = await fetch(new URL('/api/auth/login', api.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: DEMO_EMAIL, email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

/** A withdrawal above the brake: held in review for a person. */
async function heldWithdrawal(token: string): Promise<number> {
  const body = (await player('/api/withdraws', token, {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: JSON.stringify({ amount: HELD_CENTS, pixType: 'CPF', pixKey: '52998224725' }),
  })) as { id: number; status: string };
  expect(body.status).toBe('review');
  return body.id;
}

async function withdrawalStatus(token: string, id: number): Promise<string | undefined> {
  const body = (await player('/api/withdraws', token)) as {
    data: { id: number; status: string }[];
  };
  return body.data.find((withdrawal) => withdrawal.id === id)?.status;
}

/** The enrolment link the demo outbox holds for `email` (the e-mail double). */
async function mailedLink(email: string): Promise<string> {
  const response = await fetch(new URL(`/api/demo/outbox?email=${email}`, api.baseUrl));
  const { data } = (await response.json()) as { data: { subject: string; text: string }[] };
  const mail = data.find((message) => message.subject === staffMessages.staffEnrolmentEmailSubject);
  const link = /https?:\/\/\S+#token=[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (link === undefined) throw new Error(`no enrolment e-mail for ${email}`);
  return link;
}

interface Member {
  email: string;
  page: Page;
  secret: string;
  errors: string[];
}

/** Their own browser (own cookies) at this size, enrolled through the link. */
async function enrol(viewport: Viewport, email: string, link: string): Promise<Member> {
  const context = await browser.newContext({
    ...viewport.options,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(link);
  await page.getByLabel(t.newPassword).fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: t.continue }).click();
  const uri = await seen(page.getByLabel(t.otpauthUriLabel));
  const secret = new URL((await uri.textContent()) ?? '').searchParams.get('secret') ?? '';
  expect(secret).not.toBe('');
  await page.getByLabel(t.confirmWithCode).fill(totpCode(secret));
  await page.getByRole('button', { name: t.confirm }).click();
  await seen(page.getByRole('heading', { name: t.recoveryTitle }));
  await page.getByRole('button', { name: t.recoveryDone }).click();
  return { email, page, secret, errors };
}

/** The dialog of a back-office action: the reason when asked, a fresh code, then its button. */
async function confirmDialog(member: Member, button: string, reason?: string): Promise<void> {
  const dialog = member.page.getByRole('dialog');
  if (reason !== undefined) await dialog.getByLabel(t.reason).fill(reason);
  await dialog.getByLabel(t.totpCode).fill(totpCode(member.secret));
  await dialog.getByRole('button', { name: button }).click();
}

/** 63600 -> "636,00": how the screens write an amount after "R$". */
const centsText = (cents: number) =>
  `${Math.floor(cents / 100).toLocaleString('pt-BR')},${String(cents % 100).padStart(2, '0')}`;

const opsPath = (path: string) => new URL(path, api.opsUrl).toString();

describe.each(VIEWPORTS)('back office ($name)', (viewport) => {
  it('four-eyes from the staff accounts to the money, every step audited', async () => {
    const [adminAEmail = '', adminBEmail = ''] = admins(viewport);
    const named = (role: string) => `${role}-${viewport.name}@velas.example.com`;
    const adminA = await enrol(viewport, adminAEmail, api.adminLinks.get(adminAEmail) ?? '');
    const adminB = await enrol(viewport, adminBEmail, api.adminLinks.get(adminBEmail) ?? '');

    // Admin A proposes three accounts; none exists until admin B approves.
    const wanted = [
      { email: named('financeiro-1'), role: 'finance' },
      { email: named('financeiro-2'), role: 'finance' },
      { email: named('suporte'), role: 'support' },
    ];
    await adminA.page.goto(opsPath('/equipe'));
    for (const account of wanted) {
      await adminA.page.getByLabel(t.email).fill(account.email);
      await adminA.page.getByLabel(t.role).selectOption(account.role);
      await adminA.page.getByLabel(t.reason).fill(`Contratação de ${account.email}`);
      await adminA.page.getByRole('button', { name: t.createStaff }).click();
      await seen(adminA.page.getByText(t.staffProposed));
      const row = adminA.page.getByRole('row').filter({ hasText: account.email });
      await seen(row.getByText(t.ownProposal));
    }
    expect(await adminA.page.getByText('#token=').count()).toBe(0);
    await checkScreen(adminA.page, viewport, 'backoffice-staff-proposed');

    await adminB.page.goto(opsPath('/equipe'));
    for (const account of wanted) {
      await adminB.page
        .getByRole('button', { name: `${t.approve} acesso ${account.email}` })
        .click();
      await confirmDialog(adminB, t.approve);
      await seen(adminB.page.getByText(t.staffApproved(account.email)));
    }
    expect(await adminB.page.getByText('#token=').count()).toBe(0);
    await checkScreen(adminB.page, viewport, 'backoffice-staff-approved');

    // Each reads the link in their own e-mail (the demo outbox) and enrols.
    const [finance1, finance2, support] = [
      await enrol(viewport, named('financeiro-1'), await mailedLink(named('financeiro-1'))),
      await enrol(viewport, named('financeiro-2'), await mailedLink(named('financeiro-2'))),
      await enrol(viewport, named('suporte'), await mailedLink(named('suporte'))),
    ];

    // The demo player asks for two withdrawals above the brake: both held.
    const token = await demoToken();
    const paidId = await heldWithdrawal(token);
    const failedId = await heldWithdrawal(token);

    // Support finds the demo player, and may not release a withdrawal.
    await support.page.goto(opsPath('/jogadores'));
    await support.page.getByLabel(t.searchLabel).fill(DEMO_EMAIL);
    await support.page.getByRole('button', { name: t.search }).click();
    await support.page.getByRole('link', { name: `${t.open} ${DEMO_EMAIL}` }).click();
    await seen(support.page.getByRole('heading', { name: t.sectionLedger }));
    const playerId = Number(new URL(support.page.url()).pathname.split('/').pop());
    await checkScreen(support.page, viewport, 'backoffice-player-support');
    const refused = await support.page.evaluate(
      async ({ id, code }) => {
        const response = await fetch(`/ops-api/queues/withdrawals/${String(id)}/decide`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-totp': code },
          body: JSON.stringify({ decision: 'release', reason: 'Tentativa do suporte' }),
        });
        return response.status;
      },
      { id: paidId, code: totpCode(support.secret) },
    );
    expect(refused).toBe(403);

    // Finance 1 proposes R$ 100,00 and cannot approve it; finance 2 approves it.
    const before = ((await player('/api/auth/me', token)) as { balance: number }).balance;
    await finance1.page.goto(opsPath('/quatro-olhos'));
    await finance1.page.getByLabel(t.playerId).fill(String(playerId));
    await finance1.page.getByLabel(t.direction).selectOption('credit');
    await finance1.page.getByLabel(t.amountReais).fill('100,00');
    await finance1.page.getByLabel(t.reason).fill('Crédito de cortesia aprovado pela gerência');
    await finance1.page.getByRole('button', { name: t.propose }).click();
    await confirmDialog(finance1, t.propose);
    await seen(finance1.page.getByText(t.proposed));
    const own = finance1.page.getByRole('row').filter({ hasText: 'Crédito de cortesia' });
    await seen(own.getByText(t.ownProposal));
    expect(await own.getByRole('button', { name: new RegExp(`^${t.approve}`) }).count()).toBe(0);
    const proposalId = (await own.getByRole('cell').first().textContent()) ?? '';
    await checkScreen(finance1.page, viewport, 'backoffice-adjustment-proposed');

    await finance2.page.goto(opsPath('/quatro-olhos'));
    await finance2.page
      .getByRole('button', { name: `${t.approve} proposta #${proposalId}` })
      .click();
    await confirmDialog(finance2, t.approve);
    await seen(finance2.page.getByText(t.done));
    expect(((await player('/api/auth/me', token)) as { balance: number }).balance).toBe(
      before + ADJUSTMENT_CENTS,
    );
    await finance2.page.goto(opsPath(`/jogadores/${String(playerId)}`));
    const ledger = finance2.page.getByRole('table', { name: t.sectionLedger });
    // The newest entry is the credit, and the balance on the screen is the player's.
    const newest = ledger.getByRole('row').nth(1);
    await seen(
      newest
        .filter({ hasText: ledgerStatusLabels.adjustment })
        .filter({ hasText: /\+R\$\s*100,00/ }),
    );
    await seen(
      finance2.page
        .getByText(new RegExp(`R\\$\\s*${centsText(before + ADJUSTMENT_CENTS)}`))
        .first(),
    );
    await checkScreen(finance2.page, viewport, 'backoffice-player-adjusted');

    // Finance 1 releases the first held withdrawal: the demo payout provider pays it.
    await finance1.page.goto(opsPath('/filas'));
    await finance1.page.getByRole('button', { name: `${t.release} #${String(paidId)}` }).click();
    await confirmDialog(finance1, t.confirm, 'Conferido com o extrato do jogador');
    await seen(finance1.page.getByText(t.done));
    await expect.poll(() => withdrawalStatus(token, paidId), { timeout: 30_000 }).toBe('paid');

    // Finance 2 releases the second while the provider is down for it: its
    // payout stays queued, reaches the stuck payouts' queue, and finance 2
    // returns its money to the balance from there.
    await player(`/api/withdraws/${String(failedId)}/simulate-provider-down`, token, {
      method: 'POST',
    });
    await finance2.page.goto(opsPath('/filas'));
    await finance2.page.getByRole('button', { name: `${t.release} #${String(failedId)}` }).click();
    const released = finance2.page.waitForResponse((response) =>
      response.url().endsWith(`/queues/withdrawals/${String(failedId)}/decide`),
    );
    await confirmDialog(finance2, t.confirm, 'Conferido com o extrato do jogador');
    expect((await released).status()).toBe(200);
    expect(await withdrawalStatus(token, failedId)).toBe('processing');
    const beforeReturn = ((await player('/api/auth/me', token)) as { balance: number }).balance;
    // A payout is stuck once it has waited longer than the resend interval.
    moveClock(60_000);
    await finance2.page.goto(opsPath('/filas'));
    const stuck = finance2.page.getByRole('table', { name: t.queuePayouts });
    await seen(stuck.getByRole('row').filter({ hasText: payoutStatusLabels.queued }).first());
    await stuck
      .getByRole('button', { name: new RegExp(`^${t.returnToBalance} `) })
      .first()
      .click();
    const returned = finance2.page.waitForResponse(
      (response) => response.url().includes('/queues/payouts/') && response.url().endsWith('/act'),
    );
    await confirmDialog(finance2, t.confirm, 'Provedor fora do ar; devolvido ao jogador');
    expect((await returned).status()).toBe(200);
    await expect.poll(() => withdrawalStatus(token, failedId)).toBe('failed');
    expect(((await player('/api/auth/me', token)) as { balance: number }).balance).toBe(
      beforeReturn + HELD_CENTS,
    );
    await finance2.page.goto(opsPath(`/jogadores/${String(playerId)}`));
    const withdrawals = finance2.page.getByRole('table', { name: t.sectionWithdrawals });
    // Each state in the words staff read, not its code.
    const failedRow = withdrawals
      .getByRole('row')
      .filter({ hasText: withdrawalStatusLabels.failed });
    await seen(failedRow.first());
    await seen(
      withdrawals.getByRole('row').filter({ hasText: withdrawalStatusLabels.paid }).first(),
    );

    // The audit trail screen, filtered by each staff member: each step, by name.
    const steps = [
      [adminA, ['staff/staff_account_proposed']],
      [adminB, ['staff/staff_account_approved']],
      [support, ['staff/access_refused']],
      [finance1, ['staff/adjustment_proposed', 'staff/withdrawal_release']],
      [finance2, ['staff/adjustment_approved', 'staff/withdrawal_release', 'staff/payout_return']],
    ] as const;
    for (const [member, actions] of steps) {
      const id = await staffIdOf(adminA.page, member.email);
      await adminA.page.goto(opsPath('/auditoria'));
      await adminA.page.getByLabel(t.staffId).fill(id);
      await adminA.page.getByRole('button', { name: t.filter }).click();
      const trail = adminA.page.getByRole('table', { name: t.auditTitle });
      for (const action of actions)
        await seen(
          trail
            .getByRole('row')
            .filter({ hasText: member.email })
            .filter({ hasText: action })
            .first(),
        );
    }
    await checkScreen(adminA.page, viewport, 'backoffice-audit');

    for (const member of [adminA, adminB, finance1, finance2, support]) {
      expect(member.errors, `page errors of ${member.email}`).toEqual([]);
      await member.page.context().close();
    }
  }, 300_000);
});

/** The id the team's list shows for `email` (the audit trail filters by it). */
async function staffIdOf(adminPage: Page, email: string): Promise<string> {
  await adminPage.goto(opsPath('/equipe'));
  const row = adminPage
    .getByRole('table', { name: t.staffTitle })
    .getByRole('row')
    .filter({ hasText: email });
  return (
    (await seen(row.getByRole('cell').first()).then((cell) => cell.textContent())) ?? ''
  ).trim();
}
