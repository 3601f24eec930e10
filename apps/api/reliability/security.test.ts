// Login throttling per account and per
// client address (429 in pt-BR, never a long lock-out), scrypt at OWASP's
// parameters by default, tokens that expire and are revoked at logout, a
// strict CSP on the app's HTML and the KYC widget, and a widget that posts its
// result only to an allowed origin.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authMessages } from '@velas/domain/messages/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '#/auth/passwords.js';
import { loadConfig } from '#/env.js';
import { bearer, login, registerAndLogin } from '#/test/accounts.js';
import { createTestApp, type TestApp } from '#/test/test-app.js';
import { recordFigures } from './support/figures.js';

const loginAs = (test: TestApp, email: string, password: string, ip: string) =>
  test.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    payload: { login: email, email, password },
  });

describe('abuse', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp();
  });
  afterAll(() => test.close());

  it('login is limited per account and per address with a pt-BR 429, and a real user is locked out for one window at most', async (context) => {
    const { app, clock } = test;
    const config = app.config;
    const person = await registerAndLogin(app, 1);
    const figures: Record<string, string | number> = { database: 'PGlite' };

    // An attacker guesses from many addresses: the account's own limit stops them.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < config.LOGIN_MAX_FAILURES_PER_ACCOUNT; attempt += 1)
      statuses.push(
        (await loginAs(test, person.email, `errada-${attempt}`, `10.0.${attempt}.1`)).statusCode,
      );
    expect(new Set(statuses)).toEqual(new Set([401]));
    const locked = await loginAs(test, person.email, person.password, '10.9.9.9');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      code: 'throttled',
      message: authMessages.tooManyLoginAttempts,
      errors: {},
    });
    // More guesses during the lock-out do not extend it.
    for (let attempt = 0; attempt < 20; attempt += 1)
      expect((await loginAs(test, person.email, 'errada', `10.1.${attempt}.1`)).statusCode).toBe(
        429,
      );
    clock.advance(config.LOGIN_FAILURE_WINDOW_SECONDS * 1000 + 1000);
    expect((await loginAs(test, person.email, person.password, '10.9.9.9')).statusCode).toBe(200);
    figures['failures before the account lock'] = config.LOGIN_MAX_FAILURES_PER_ACCOUNT;
    figures['longest lock-out (s)'] = config.LOGIN_FAILURE_WINDOW_SECONDS;
    figures['guesses during the lock-out that extended it'] = 0;

    // One address trying many accounts: the per-address limit.
    let perAddress = 0;
    let answer = await loginAs(test, 'ninguem0@example.com', 'x', '192.0.2.7');
    while (answer.statusCode !== 429 && perAddress < 1_000) {
      perAddress += 1;
      answer = await loginAs(test, `ninguem${perAddress}@example.com`, 'x', '192.0.2.7');
    }
    expect(answer.statusCode).toBe(429);
    expect(answer.json()).toEqual({
      code: 'throttled',
      message: authMessages.tooManyLoginAttempts,
      errors: {},
    });
    expect(perAddress).toBe(config.LOGIN_MAX_PER_IP_PER_MINUTE);
    // Someone else, elsewhere, still logs in.
    expect((await loginAs(test, person.email, person.password, '198.51.100.1')).statusCode).toBe(
      200,
    );
    figures['logins per address per minute'] = perAddress;
    recordFigures(
      context,
      'Wrong passwords from many addresses lock the account (429, pt-BR) for one failure window; guesses during the lock do not extend it; one address is cut off after its per-minute quota while others still log in.',
      `${statuses.length + 21 + perAddress + 2} login attempts`,
      figures,
    );
  });

  it('tokens expire after their lifetime and are revoked at logout', async (context) => {
    const { app, clock } = test;
    const person = await registerAndLogin(app, 2);
    const me = (token: string) =>
      app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const first = await login(app, person.email, person.password);
    const second = await login(app, person.email, person.password);
    expect((await me(first)).statusCode).toBe(200);
    expect(
      (await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) }))
        .statusCode,
    ).toBe(204);
    expect((await me(first)).statusCode).toBe(401);
    // Logging out one session leaves the other.
    expect((await me(second)).statusCode).toBe(200);
    clock.advance(app.config.TOKEN_TTL_SECONDS * 1000 - 1000);
    expect((await me(second)).statusCode).toBe(200);
    clock.advance(2000);
    expect((await me(second)).statusCode).toBe(401);
    recordFigures(
      context,
      'A token works until logout (then 401, other sessions unaffected) and until its lifetime ends (then 401).',
      '2 tokens',
      {
        database: 'PGlite',
        'token lifetime (s)': app.config.TOKEN_TTL_SECONDS,
      },
    );
  });

  it('passwords are hashed with scrypt at OWASP parameters (N=2^17, r=8, p=1) by default', async (context) => {
    expect(loadConfig({}).SCRYPT_LOG_N).toBe(17);
    const started = performance.now();
    const stored = await hashPassword('senha-segura-1', loadConfig({}).SCRYPT_LOG_N);
    const hashMs = performance.now() - started;
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    // Enough maxmem for 128·N·r bytes: verification at full cost succeeds.
    expect(await verifyPassword('senha-segura-1', stored)).toBe(true);
    expect(await verifyPassword('senha-segura-2', stored)).toBe(false);
    // And registration stores what the configuration asks for.
    const strong = await createTestApp({ env: { SCRYPT_LOG_N: '17' } });
    try {
      await registerAndLogin(strong.app, 3);
      const { rows } = await strong.db.query<{ password_hash: string }>(
        "SELECT password_hash FROM users WHERE email = 'pessoa3@example.com'",
      );
      expect(rows[0]?.password_hash).toMatch(/^scrypt\$17\$8\$1\$/);
    } finally {
      await strong.close();
    }
    recordFigures(
      context,
      'The default configuration hashes with scrypt N=2^17, r=8, p=1 (128 MiB), verifies at that cost, and registration stores hashes at the configured cost.',
      '1 hash, 2 verifications, 1 registration',
      {
        database: 'PGlite',
        'one hash at N=2^17 (ms)': Math.round(hashMs),
      },
    );
  });
});

describe('browser-facing headers', () => {
  let test: TestApp;
  let webDist: string;
  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'velas-reliability-web-'));
    writeFileSync(
      join(webDist, 'index.html'),
      '<!DOCTYPE html><html lang="pt-BR"><head><title>Velas</title></head><body></body></html>',
    );
    test = await createTestApp({ env: { WEB_DIST_DIR: webDist } });
  });
  afterAll(async () => {
    await test.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("the app's HTML and the KYC widget carry a strict CSP; the widget never posts to an origin a link chooses", async (context) => {
    const { app } = test;
    const directives = (header: unknown) =>
      new Map(
        String(header)
          .split(';')
          .map((part) => {
            const [name = '', ...values] = part.trim().split(/\s+/);
            return [name, values] as const;
          }),
      );
    const pages = ['/', '/admin/dashboard', '/auth/login'];
    const figures: Record<string, string> = { database: 'PGlite' };
    for (const page of pages) {
      const response = await app.inject({ method: 'GET', url: page });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
      const csp = directives(response.headers['content-security-policy']);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src')).not.toContain("'unsafe-eval'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      figures[`CSP of ${page}`] = String(response.headers['content-security-policy']);
    }

    // The widget, opened by a link that names an attacker's origin as the parent.
    const person = await registerAndLogin(app, 4);
    const session = (
      await app.inject({
        method: 'POST',
        url: '/kyc-api/kyc/session',
        headers: bearer(person.token),
        payload: { cpf: person.cpf, token: 't', flow: 'kyc-full', betHouse: 'MINES_BET' },
      })
    ).json<{ session_id: string }>();
    const widget = await app.inject({
      method: 'GET',
      url: `/kyc-api/widget/${session.session_id}?origin=${encodeURIComponent('https://evil.example')}`,
    });
    expect(widget.statusCode).toBe(200);
    expect(widget.body).not.toContain('evil.example');
    expect(widget.body).toContain(`data-parent-origin="${new URL(app.config.APP_ORIGIN).origin}"`);
    const widgetCsp = directives(widget.headers['content-security-policy']);
    expect(widgetCsp.get('default-src')).toEqual(["'none'"]);
    expect(widgetCsp.get('base-uri')).toEqual(["'none'"]);
    expect(widgetCsp.get('script-src')).toEqual(["'self'"]);
    expect(widgetCsp.get('frame-ancestors')).not.toContain('*');
    expect(widget.headers['cache-control']).toBe('no-store');
    figures['CSP of the KYC widget'] = String(widget.headers['content-security-policy']);
    recordFigures(
      context,
      "The built app's HTML (index and client routes) and the KYC widget are served with object-src 'none', base-uri 'none', a frame-ancestors list without wildcards and no inline or eval script; a widget link naming another parent origin is ignored (the result goes only to the configured app origin).",
      `${pages.length} app pages + 1 widget page`,
      figures,
    );
  });
});
