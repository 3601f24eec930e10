import { describe, expect, it } from 'vitest';
import { loadConfig } from '#/env.js';

describe('loadConfig', () => {
  it('has working defaults: PGlite in ./data on localhost:3000, OWASP scrypt cost, sandbox Pix', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      HOST: 'localhost',
      PORT: 3000,
      DATA_DIR: './data',
      SCRYPT_LOG_N: 17,
      PIX_SANDBOX: true,
      SEED: true,
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.WEB_DIST_DIR).toMatch(/apps\/web\/dist$/);
  });

  it('parses lists and flags', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      PIX_SANDBOX: 'off',
      SEED: '0',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.PIX_SANDBOX).toBe(false);
    expect(config.SEED).toBe(false);
  });

  it('takes TRUST_PROXY as a hop count or a list of proxies, never "trust every hop"', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16, ::1' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2001:db8::/32' }).TRUST_PROXY).toEqual(['2001:db8::/32']);
    for (const value of [
      'true',
      'on',
      'proxy.example',
      '10.0.0.0/33',
      'fe80::/129',
      '10.0.0.1/8/1',
    ])
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
  });

  it('stops with every bad variable named', () => {
    expect(() =>
      loadConfig({ PORT: 'porta', DATABASE_URL: 'mysql://x', SCRYPT_LOG_N: '4' }),
    ).toThrow(/Configuração inválida:\n {2}PORT: .*\n {2}DATABASE_URL: .*\n {2}SCRYPT_LOG_N: /);
  });
});
