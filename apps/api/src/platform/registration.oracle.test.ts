// Registration told anyone whether a person gambles here and whether they
// passed KYC: "Este CPF já está cadastrado." for a verified holder, the claim
// offer for one never verified, 201 for a free CPF; and a registration with a
// taken e-mail was a paid CPF look-up outside the daily budget. Now every CPF
// gets one answer and one account, the holder hears of it by e-mail, and every
// registration spends the address's look-up budget
// (docs/product/registration.md#registration, docs/product/kyc.md#cpf-claim). A taken e-mail then still
// answered 422 "Este e-mail já está cadastrado.": now it gets the same 201 as
// any registration, opens no account, and its owner hears of it by e-mail.
import { TEST_DOCUMENTS } from '@velas/domain/demo/test-documents';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { kycMessages } from '@velas/domain/messages/kyc';
import { FORGOT_PASSWORD_PATH, HOME_PATH } from '@velas/domain/routes';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, login, personRegistration, registerAndLogin } from '#/test/accounts.js';
import { useEmailProvider } from '#/test/email-provider.js';
import { productionTestApp } from '#/test/production-app.js';
import { useTestApp } from '#/test/use-test-app.js';

const ORIGIN = 'https://app.casareal.example';
const provider = useEmailProvider();
const t = useTestApp(() =>
  productionTestApp(
    {
      providers: {
        email: { baseUrl: provider.baseUrl, apiKey: provider.apiKey, from: 'Casa Real <x@y.z>' },
      },
    },
    { APP_ORIGIN: ORIGIN, DOCUMENT_CHECK_MAX_PER_ADDRESS_PER_DAY: '5' },
  ),
);

const register = (
  person: (typeof TEST_DOCUMENTS)[number],
  email: string,
  address: string,
  password = 'senha-segura-1',
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: personRegistration(person, email, { password }),
    remoteAddress: address,
  });

/** What a stranger can read of an answer: all of it but the request's own date and id. */
function visible(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !['date', 'x-request-id'].includes(name)),
  );
  return { status: response.statusCode, headers, body: response.body };
}

/** The verified holder (pessoa1), the unverified one (pessoa2), and a free CPF. */
const FREE = TEST_DOCUMENTS[3];
const VERIFIED = TEST_DOCUMENTS[1];
const UNVERIFIED = TEST_DOCUMENTS[2];

describe('POST /api/auth/register with a CPF that is free, taken and verified, or taken', () => {
  beforeAll(async () => {
    await registerAndLogin(t.app, 1);
    await registerAndLogin(t.app, 2);
    await t.db.query(
      "UPDATE users SET kyc_status = 'approved' WHERE email = 'pessoa1@example.com'",
    );
    await t.app.cpfHolderNotices.idle();
    provider.messages.length = 0;
  });

  it('attack: the three answers are byte-identical, and so is what the new account sees', async () => {
    const cases = [FREE, VERIFIED, UNVERIFIED].map((person, index) => ({
      person,
      email: `curioso${String(index)}@example.com`,
      address: `203.0.113.${String(10 + index)}`,
    }));
    const answers = [];
    for (const { person, email, address } of cases)
      answers.push(visible(await register(person, email, address)));
    expect(answers[0]).toMatchObject({ status: 201 });
    expect(JSON.parse(answers[0]?.body ?? '')).toEqual({
      message: authMessages.registrationSucceeded,
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);

    // Signing in with the new account is no oracle either: the same account
    // in each case, with the same KYC state on its screen.
    const seen = [];
    for (const { email } of cases) {
      const token = await login(t.app, email, 'senha-segura-1');
      const status = await t.app.inject({ url: '/api/legitimuzStatus', headers: bearer(token) });
      seen.push(status.body);
    }
    expect(seen[1]).toBe(seen[0]);
    expect(seen[2]).toBe(seen[0]);
    expect(JSON.parse(seen[0] ?? '')).toMatchObject({ isApproved: false, cpfClaim: null });
    // Nor a way to read a customer's registry entry: a verified holder's name
    // and birth date stay theirs.
    const token = await login(t.app, 'curioso1@example.com', 'senha-segura-1');
    const profile = await t.app.inject({ url: '/api/profile', headers: bearer(token) });
    expect(profile.json()).toMatchObject({ name: 'Maria T. da S.', birthDate: null });

    // Behind the screens: a taken CPF's new account claims it, and gets it
    // only by passing KYC with that CPF (docs/product/kyc.md#cpf-claim).
    const { rows } = await t.db.query<{ email: string; cpf_role: string }>(
      "SELECT email, cpf_role FROM users WHERE email LIKE 'curioso%' ORDER BY email",
    );
    expect(rows).toEqual([
      { email: 'curioso0@example.com', cpf_role: 'holder' },
      { email: 'curioso1@example.com', cpf_role: 'claimant' },
      { email: 'curioso2@example.com', cpf_role: 'claimant' },
    ]);
  });

  it("tells each taken CPF's holder by e-mail, with the link to keep or claim it", async () => {
    await t.app.cpfHolderNotices.idle();
    const sent = provider.messages as { to: string; subject: string; text: string }[];
    expect(sent.map((message) => message.to).sort()).toEqual([
      'pessoa1@example.com',
      'pessoa2@example.com',
    ]);
    for (const message of sent) expect(message.subject).toBe(kycMessages.cpfHolderNoticeSubject);

    const verified = sent.find((message) => message.to === 'pessoa1@example.com');
    expect(verified?.text).toContain(kycMessages.cpfHolderNoticeVerified);
    expect(verified?.text).toContain(`${ORIGIN}${FORGOT_PASSWORD_PATH}`);

    // The holder that never passed KYC is told the CPF goes to whoever proves
    // it first, and gets the way in to prove it (docs/product/kyc.md#cpf-claim).
    const unverified = sent.find((message) => message.to === 'pessoa2@example.com');
    expect(unverified?.text).toContain(kycMessages.cpfHolderNoticeUnverified);
    expect(unverified?.text).toContain(`${ORIGIN}${HOME_PATH}`);
    // Never the registrant's e-mail, nor anything about them.
    for (const message of sent) expect(message.text).not.toMatch(/curioso/);
  });
});

describe("the holder's inbox", () => {
  it('gets at most 3 notices a day, however many registrations try', async () => {
    await t.app.cpfHolderNotices.idle();
    provider.messages.length = 0;
    // The verified holder got one today already (above).
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await register(
        VERIFIED,
        `insistente${String(attempt)}@example.com`,
        `203.0.113.${String(50 + attempt)}`,
      );
      expect(response.statusCode).toBe(201);
      await t.app.cpfHolderNotices.idle();
    }
    const toHolder = (provider.messages as { to: string }[]).filter(
      (message) => message.to === 'pessoa1@example.com',
    );
    expect(toHolder).toHaveLength(2);
    t.clock.advance(86_400_000);
    await register(VERIFIED, 'amanha@example.com', '203.0.113.60');
    await t.app.cpfHolderNotices.idle();
    expect(provider.messages).toHaveLength(3);
  });
});

describe('POST /api/auth/register with a taken e-mail', () => {
  const OWNER = 'pessoa7@example.com';
  beforeAll(async () => {
    await registerAndLogin(t.app, 7);
    await t.app.cpfHolderNotices.idle();
    provider.messages.length = 0;
  });

  it('attack: answers byte for byte as a registration with a free e-mail, and opens no account', async () => {
    const taken = visible(
      await register(TEST_DOCUMENTS[8], OWNER, '203.0.113.80', 'senha-do-intruso-1'),
    );
    const free = visible(await register(TEST_DOCUMENTS[9], 'livre9@example.com', '203.0.113.81'));
    expect(free).toMatchObject({ status: 201 });
    expect(JSON.parse(free.body)).toEqual({ message: authMessages.registrationSucceeded });
    expect(taken).toEqual(free);

    const { rows } = await t.db.query<{ email: string }>(
      'SELECT email FROM users WHERE email = $1 OR cpf = $2',
      [OWNER, TEST_DOCUMENTS[8].cpf],
    );
    expect(rows).toEqual([{ email: OWNER }]);
    // Whoever mistyped the e-mail cannot sign in with it, and is told nothing
    // the login does not tell anyone; the owner's password still works.
    const intruder = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: OWNER, email: OWNER, password: 'senha-do-intruso-1' },
    });
    expect(intruder.statusCode).toBe(401);
    expect(intruder.json()).toMatchObject({ message: authMessages.loginFailed });
    await login(t.app, OWNER, 'senha-segura-1');
  });

  it("tells the e-mail's owner, with the way to a new password, and nothing of the registrant", async () => {
    await t.app.cpfHolderNotices.idle();
    const sent = provider.messages as { to: string; subject: string; text: string }[];
    const toOwner = sent.filter((message) => message.to === OWNER);
    expect(toOwner).toHaveLength(1);
    const [notice] = toOwner;
    expect(notice?.subject).toBe(kycMessages.emailOwnerNoticeSubject);
    expect(notice?.text).toContain(kycMessages.emailOwnerNoticeIntro);
    expect(notice?.text).toContain(kycMessages.emailOwnerNoticeForgot);
    expect(notice?.text).toContain(`${ORIGIN}${FORGOT_PASSWORD_PATH}`);
    expect(notice?.text).not.toContain(TEST_DOCUMENTS[8].cpf);
    expect(notice?.text).not.toContain(TEST_DOCUMENTS[8].name);
  });

  it("fills the owner's inbox with at most 3 notices a day", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await register(
        TEST_DOCUMENTS[8],
        OWNER,
        `203.0.113.${String(90 + attempt)}`,
      );
      expect(response.statusCode).toBe(201);
      await t.app.cpfHolderNotices.idle();
    }
    const toOwner = (provider.messages as { to: string }[]).filter(
      (message) => message.to === OWNER,
    );
    expect(toOwner).toHaveLength(3);
  });
});

describe('the CPF look-up budget', () => {
  it('attack: registrations with a taken e-mail spend it, and look the CPF up like any other', async () => {
    const lookups = vi.spyOn(t.app.providers.documents, 'lookup');
    const address = '198.51.100.77';
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const taken = await register(TEST_DOCUMENTS[5], 'pessoa1@example.com', address);
      statuses.push(taken.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(lookups).toHaveBeenCalledTimes(5);
    lookups.mockRestore();

    const check = await t.app.inject({
      method: 'POST',
      url: '/api/validate/document',
      payload: { document: TEST_DOCUMENTS[5].cpf },
      remoteAddress: address,
    });
    expect(check.statusCode).toBe(429);
    expect(check.json()).toEqual({
      code: 'throttled',
      message: commonMessages.cpfCheckDailyLimit,
      errors: {},
    });
  });

  it('one budget for both calls: checks first, then registrations are refused', async () => {
    const address = '198.51.100.78';
    for (let attempt = 0; attempt < 5; attempt++) {
      const check = await t.app.inject({
        method: 'POST',
        url: '/api/validate/document',
        payload: { document: TEST_DOCUMENTS[6].cpf },
        remoteAddress: address,
      });
      expect(check.statusCode).toBe(200);
    }
    const refused = await register(TEST_DOCUMENTS[6], 'nova@example.com', address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'throttled',
      message: commonMessages.cpfCheckDailyLimit,
      errors: {},
    });
  });
});
