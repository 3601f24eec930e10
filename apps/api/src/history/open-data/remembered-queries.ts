// The history reads' query strings, validated once per distinct query. The
// same few queries come again and again (a screen polls one; a cached answer
// serves thousands), and their zod parse was the largest cost a cached read
// had beyond sending its bytes (docs/api/benchmarks.md#history-odd-profile).
// The history query schemas are pure (strings in, constants in the checks),
// so a query valid once is valid with the same value ever after; refusals are
// parsed each time (rare, and their error objects are Fastify's to annotate).
// Only successes are kept, at most REMEMBERED per route, oldest out first.
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
