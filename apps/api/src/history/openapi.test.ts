import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('history OpenAPI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('documents the public history calls from their zod schemas, without the ingestion', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/history-api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<string, Record<string, { parameters?: { name: string }[] }>>;
    }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/history-api/analysis-odd',
      '/history-api/analysis-position-odd',
      '/history-api/bet-houses',
      '/history-api/candles-by-hour',
      '/history-api/chain',
      '/history-api/history-filter-odd',
      '/history-api/history-odd',
      '/history-api/rounds/export',
      '/history-api/rounds/proofs',
      '/history-api/rounds/range',
      '/history-api/rounds/stream',
      '/history-api/rounds/{id}/verify',
    ]);
    const exportCall = document.paths['/history-api/rounds/export']?.get;
    expect(exportCall?.parameters?.map((parameter) => parameter.name).sort()).toEqual([
      'betHouse',
      'format',
      'from',
      'to',
    ]);
    expect(Object.keys(document.paths['/history-api/history-odd'] ?? {})).toEqual(['get']);
  });

  it('serves the browsable page under the app strict CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/history-api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui-bundle.js');
    // Every script is a file the CSP's 'self' allows: none is inline.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    const initializer = await t.app.inject({
      method: 'GET',
      url: '/history-api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
    expect(initializer.body).toContain('SwaggerUIBundle');
  });
});
