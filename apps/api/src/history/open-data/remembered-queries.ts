// The zod parse was a cached read's largest cost beyond its bytes
// (docs/api/benchmarks.md#history-odd-profile). The query schemas are pure, so
// a query valid once is valid ever after; refusals are parsed each time (their
// error objects are Fastify's to annotate).
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { zodValidatorCompiler } from '#/http/zod-compilers.js';

const REMEMBERED = 256;

export const rememberedQueryValidator: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  if (route.httpPart !== 'querystring') return validate;
  const valid = new Map<string, { value: unknown }>();
  return (data) => {
    const key = JSON.stringify(data);
    const known = valid.get(key);
    if (known !== undefined) return known;
    const result = validate(data);
    if (typeof result === 'object' && 'value' in result) {
      if (valid.size >= REMEMBERED) {
        const oldest = valid.keys().next();
        if (oldest.done !== true) valid.delete(oldest.value);
      }
      const remembered = { value: result.value as unknown };
      valid.set(key, remembered);
      return remembered;
    }
    return result;
  };
};
