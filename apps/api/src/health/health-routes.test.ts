import { messages } from '@velas/domain/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

describe('GET /health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 200 with the engine when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: t.db.engine });
  });

  it('answers an unknown path with 404 and the pt-BR error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Recurso não encontrado.', errors: {} });
  });
});

describe('GET /health when the database stops answering', () => {
  it('answers 503 in pt-BR, and 200 again once it is back', async () => {
    let down = false;
    const t = await createTestApp({
      wrapDatabase: (db) => ({
        ...db,
        query: <Row>(sql: string, params?: readonly unknown[]) =>
          down ? Promise.reject(new Error('connection refused')) : db.query<Row>(sql, params),
      }),
    });
    try {
      down = true;
      const response = await t.app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: messages.serviceUnavailable, errors: {} });
      down = false;
      expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
