import { publicSettingsResponseSchema } from '@velas/domain/schemas/operator-settings';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '#/test/use-test-app.js';
import { loadRuntime } from './runtime.js';

describe('GET /api/settings/public (demo)', () => {
  const t = useTestApp();

  it('answers the demo brand, no unset link, the test CPFs and the house its Aviator plays, cached five minutes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = publicSettingsResponseSchema.parse(response.json());
    expect(body.mode).toBe('demo');
    expect(body.support.chatNumber).toBeUndefined();
    expect(body.links).toEqual({});
    expect(body.demo?.testDocuments).toContainEqual({
      cpf: '11144477735',
      name: 'Maria Teste da Silva',
    });
    // The demo's settings simulate every house; its Aviator plays the first one's rounds.
    expect(body.demo?.playedBetHouse).toBe('MINES_BET');
  });
});

describe('loadRuntime', () => {
  it('starts a demo with no settings file and the dev-server origins', () => {
    const { config, settings } = loadRuntime({});
    expect(settings.mode).toBe('demo');
    expect(settings.demoSecret).toMatch(/^[\w-]{43}$/);
    expect(config.PIX_SANDBOX).toBe(true);
    expect(config.CORS_ORIGINS).toContain('http://localhost:5173');
  });

  it('reports a settings file that does not exist, in demo mode too', () => {
    expect(() => loadRuntime({ OPERATOR_SETTINGS_FILE: '/nonexistent/velas.json' })).toThrow(
      /OPERATOR_SETTINGS_FILE: não foi possível ler \/nonexistent\/velas.json \(ENOENT\)/,
    );
  });
});
