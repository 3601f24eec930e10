import { Writable } from 'node:stream';
import { authMessages } from '@velas/domain/messages/auth';
import { commonMessages } from '@velas/domain/messages/common';
import { describe, expect, it } from 'vitest';
import { loginDemo, registrationPayload } from '#/test/accounts.js';
import { useTestApp } from '#/test/use-test-app.js';

const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

const t = useTestApp({
  env: {
    LOGIN_MAX_PER_IP_PER_MINUTE: '4',
    CORS_ORIGINS: 'http://localhost:5173',
    CSP_EXTRA_ORIGINS: 'https://kyc.example.com/v1/',
    LOG_LEVEL: 'debug',
  },
  logStream,
});

describe('security headers', () => {
  it('sends a strict CSP and the helmet headers', async () => {
    const response = await t.app.inject({ url: '/health' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'self'",
      "script-src 'self'",
      "default-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toMatch(/connect-src 'self' https:\/\/kyc\.example\.com;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

describe('CORS', () => {
  it('allows the configured app origins and no others', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/auth/login',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:5173');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('idempotency-key');
    const denied = await t.app.inject({
      url: '/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(denied.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('per-IP login limit', () => {
  it('answers 429 in pt-BR once an address exceeds the limit', async () => {
    const statuses: number[] = [];
    let last = null as null | { json: () => unknown };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        payload: { email: `ip${attempt}@example.com`, password: 'errada' },
      });
      statuses.push(response.statusCode);
      last = response;
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(last?.json()).toEqual({
      code: 'throttled',
      message: authMessages.tooManyLoginAttempts,
      errors: {},
    });
    // Another address still gets through.
    await expect(loginDemo(t.app)).resolves.toMatch(/^[\w-]{43}$/);
  });
});

describe('logs', () => {
  it('never carry a CPF in clear nor the bearer token', async () => {
    const token = await loginDemo(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/validate/document',
      payload: { document: '935.411.347-80' },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registrationPayload({
        document: '93541134780',
        email: 'log@example.com',
        email_confirmation: 'log@example.com',
      }),
    });
    await t.injectAs(token, {
      method: 'POST',
      url: '/kyc-api/kyc/session',
      payload: { cpf: '52998224725', token, flow: 'kyc-full', betHouse: 'MINES_BET' },
    });
    await t.app.inject({ url: '/cep-api/ws/52998224725/json' });
    await t.injectAs(token, { url: '/api/auth/me' });
    const logs = logLines.join('');
    expect(logs.length).toBeGreaterThan(0);
    for (const cpf of ['93541134780', '935.411.347-80', '52998224725'])
      expect(logs).not.toContain(cpf);
    expect(logs).not.toContain(token);
    expect(logs).toContain('***.');
  });
});

describe('errors', () => {
  it('answers with the pt-BR shape and no stack trace for oversized and non-JSON bodies', async () => {
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.c', password: 'x'.repeat(70_000) },
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({
      code: 'invalid',
      message: commonMessages.payloadTooLarge,
      errors: {},
    });
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/validate/document',
      payload: '<document/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      code: 'invalid',
      message: commonMessages.unsupportedMediaType,
      errors: {},
    });
    expect(text.body).not.toContain('at ');
  });
});
