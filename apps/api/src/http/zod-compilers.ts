// Route schemas are the domain's zod schemas (fastify-type-provider-zod types
// the handlers). The compilers are set once for the app (zodSchemas, the
// first plugin app.ts registers):
//
// - Input: a failed parse hands Fastify the ZodError itself, which the error
//   handler turns into the pt-BR `{ message, errors }` body. A missing body
//   parses as `{}`, so it answers field errors rather than "expected object".
// - Output: the response schema is *parsed* (the provider encodes, and the
//   domain's output schemas hold one-way transforms such as the cents brand).
//   z.object drops keys it doesn't name, so an unknown field never leaves.
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
export function useZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
}

/** The app's route schemas are zod schemas: set on the instance that registers it. */
export const zodSchemas = fp(useZodSchemas, { name: 'zod-schemas' });
