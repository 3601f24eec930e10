// docs/operations/logs.md#logs: a run of requests that carry a CPF, an e-mail, a
// phone, a Pix key, a password and tokens, then a grep of everything logged:
// none of them appears; each request is one JSON line with its id, the id
// the client got back.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { providerClient } from '#/provider-wire/provider-client.js';
import { loginDemo, registrationPayload } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';
import { maskedUrl, maskPersonalData } from './logging.js';
import { withContext } from './request-context.js';

const lines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    done();
  },
});

const t = useTestApp({ env: { LOG_LEVEL: 'debug' }, logStream });

const CPF = '93541134780';
const EMAIL = 'joana.log@example.com';
const PHONE = '(21) 98765-4321';
const PASSWORD = 'senha-super-secreta-9';
const PIX_EMAIL = 'pix.da.joana@example.org';

describe('the request log', () => {
  it('holds no CPF, e-mail, phone, password, token or Pix key after a run of requests', async () => {
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationPayload({
        document: CPF,
        email: EMAIL,
        email_confirmation: EMAIL,
        phone: PHONE,
        password: PASSWORD,
        password_confirmation: PASSWORD,
      }),
    });
    expect(registered.statusCode).toBe(201);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: EMAIL, email: EMAIL, password: PASSWORD },
    });
    const token = login.json<{ access_token: string }>().access_token;
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { login: EMAIL, email: EMAIL, password: 'errada-errada' },
    });
    const demo = await loginDemo(t.app);
    for (const [pixType, pixKey] of [
      ['Email', PIX_EMAIL],
      ['CPF', CPF],
      ['Telefone', PHONE],
    ])
      await t.injectAs(demo, {
        method: 'POST',
        url: '/api/withdraws',
        payload: { amount: 3_000, pixType, pixKey },
      });
    await t.app.inject({ url: `/cep-api/ws/${CPF}/json` });
    await t.app.inject({ url: `/api/nao-existe/${EMAIL}` });
    await t.injectAs(token, { url: '/api/auth/me' });
    // Whatever a module logs by mistake is swept too.
    t.app.log.warn({ user: { email: EMAIL, cpf: CPF }, note: `ligar ${PHONE} ou ${EMAIL}` }, 'x');
    t.app.log.error(new Error(`falhou para ${EMAIL} / 935.411.347-80 / ${PHONE}`));

    const log = lines.join('\n');
    expect(log.length).toBeGreaterThan(0);
    for (const secret of [
      CPF,
      '935.411.347-80',
      EMAIL,
      PIX_EMAIL,
      PHONE,
      '98765-4321',
      '987654321',
      PASSWORD,
      token,
      demo,
    ])
      expect(log, secret).not.toContain(secret);
  });

  it('holds no reset token, sign-in link token, game session or e-mail from a URL', async () => {
    const before = lines.length;
    const secrets = {
      reset: 'RESETSECRETtoken123',
      link: 'LINKSECRETtoken456',
      api: 'APISECRETtoken789',
      session: 'SESSIONSECRET42',
    };
    await t.app.inject({ url: `/auth/redefinir-senha?token=${secrets.reset}` });
    await t.app.inject({ url: `/auth/entrar-com-link?utm=x&token=${secrets.link}#fim` });
    await t.app.inject({ url: `/api/nao-existe?Token=${secrets.api}&page=2` });
    await t.app.inject({ url: `/demo-aggregator/crash?session=${secrets.session}` });
    await t.app.inject({ url: `/api/demo/outbox?email=joana%40example.com` });
    const log = lines.slice(before).join('\n');
    expect(log).toContain('/auth/redefinir-senha?token=');
    for (const secret of [...Object.values(secrets), 'joana%40example.com'])
      expect(log, secret).not.toContain(secret);
    expect(log).toContain('page=2');
  });

  it('writes one JSON line per request with the id the client got in x-request-id', async () => {
    const before = lines.length;
    const response = await t.app.inject({ url: '/health' });
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const mine = lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ msg: 'request', route: '/health', statusCode: 200 });
  });

  it("masks a back-office search's query however its CPF is spaced or punctuated", () => {
    for (const q of ['390%20533%20447%2005', '390/533/447/05', '390.533.447.05', 'a%40b.com'])
      expect(maskedUrl(`/ops-api/players?q=${q}&limit=20`)).toBe(
        '/ops-api/players?q=[mascarado]&limit=20',
      );
  });

  it('masks neither an id that holds eleven digits in a row nor its path', () => {
    // A payout id (hex) with a run of digits a CPF sweep would have masked.
    const id = '019cd8e7dd00742199512f7098a98d0f';
    expect(maskPersonalData(`{"payoutId":"${id}","cpf":"52998224725"}`)).toBe(
      `{"payoutId":"${id}","cpf":"***.982.247-**"}`,
    );
    expect(maskedUrl(`/ops-api/payouts/${id}/resend`)).toBe(`/ops-api/payouts/${id}/resend`);
    expect(maskedUrl('/cep-api/ws/52998224725/json')).toBe('/cep-api/ws/***.982.247-**/json');
  });

  it('masks without touching a millisecond timestamp', () => {
    expect(maskPersonalData('{"time":1764100000000,"cpf":"529.982.247-25"}')).toBe(
      '{"time":1764100000000,"cpf":"***.982.247-**"}',
    );
  });
});

describe('a provider call', () => {
  it('carries the request id in x-request-id', async () => {
    const seen: (string | undefined)[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers['x-request-id'] as string | undefined);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const request = { userId: 0 } as FastifyRequest;
      const client = providerClient({ name: 'document', baseUrl: `http://127.0.0.1:${port}` });
      await withContext({ requestId: 'req-123', request }, () => client.get('/x'));
      expect(seen).toEqual(['req-123']);
    } finally {
      server.close();
    }
  });
});
