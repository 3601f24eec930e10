// Parses untrusted input (body, query, params) with a domain schema. A failure
// throws the ZodError, which the error handler turns into 400 with field errors.
import type { z } from 'zod';

export function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): z.output<Schema> {
  return schema.parse(input ?? {});
}
