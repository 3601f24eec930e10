import { commonMessages } from '@velas/domain/messages/common';
import { walletMessages } from '@velas/domain/messages/wallet';
import { secondSystemUserSchema } from '@velas/domain/schemas/user';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorHandler } from './error-handler.js';
import { registerZodSchemas } from './zod-compilers.js';

const record = {
  id: 7,
  name: 'Maria Teste da Silva',
  email: 'maria@example.com',
  phone: '11987654321',
  role: 'ROLE_APP',
  cpf: '11144477735',
  firstBalance: 100,
};

describe('route schemas', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerZodSchemas(app);
    await app.register(errorHandler);
    const routes = app.withTypeProvider<ZodTypeProvider>();
    // A handler that returns more than its answer may show, e.g. a row read with SELECT *.
    routes.get('/leaky', { schema: { response: { 200: secondSystemUserSchema } } }, () => ({
      ...record,
      passwordHash: 'scrypt$secret',
      document: { number: record.cpf, internalNote: 'x' },
    }));
    routes.get('/wrong', { schema: { response: { 200: secondSystemUserSchema } } }, () => ({
      ...record,
      // What the types would refuse, as a row read from the database could still hold.
      firstBalance: 'cem' as unknown as number,
    }));
    routes.post(
      '/echo',
      {
        schema: { body: z.object({ amount: z.number({ error: walletMessages.invalidBalance }) }) },
      },
      (request) => request.body,
    );
    await app.ready();
  });

  afterAll(() => app.close());

  it('never lets a field the response schema does not name leave the server', async () => {
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(record);
    expect(response.body).not.toContain('passwordHash');
    expect(response.body).not.toContain('scrypt$secret');
  });

  it('answers 500 in pt-BR when a handler returns what its schema forbids', async () => {
    const response = await app.inject({ method: 'GET', url: '/wrong' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      code: 'internal_failure',
      message: commonMessages.internalError,
      errors: {},
    });
  });

  it('refuses a bad body with the { code, message, errors } of the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo', payload: { amount: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: walletMessages.invalidBalance,
      errors: { amount: [walletMessages.invalidBalance] },
    });
  });

  it('reads a missing body as {} (field errors, not "expected an object")', async () => {
    const response = await app.inject({ method: 'POST', url: '/echo' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'invalid',
      message: walletMessages.invalidBalance,
      errors: { amount: [walletMessages.invalidBalance] },
    });
  });

  it('hands the handler the parsed body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      payload: { amount: 5, x: 1 },
    });
    expect(response.json()).toEqual({ amount: 5 });
  });
});
