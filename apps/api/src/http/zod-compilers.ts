// A missing body parses as `{}`, so it answers field errors rather than
// "expected object". A response is parsed, not just checked: the domain's
// output schemas hold one-way transforms (the cents brand).
import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: result.error };
  };

export const zodSerializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    // Our bug, not the client's: a plain Error answers 500 (a ZodError would be a 400).
    if (!result.success)
      throw new Error('response does not match its schema', { cause: result.error });
    return JSON.stringify(result.data);
  };

/** Route schemas are zod schemas: buildApp calls this once (and tests that build a bare Fastify). */
export function registerZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
}

/** The app's route schemas are zod schemas: set on the instance that registers it. */
export const zodSchemas = fp(registerZodSchemas, { name: 'zod-schemas' });
