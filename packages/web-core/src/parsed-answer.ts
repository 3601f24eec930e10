// An endpoint's `responseSchema` (docs/architecture.md#every-answer-parsed):
// RTK Query keeps the value the schema parses an answer to, but types the
// answer by what the schema reads. The domain's schemas brand money as
// Cents while they parse, so an endpoint hands its schema through
// parsedAnswer and the answer is typed as parsed: Cents where it is money.
import type { z } from 'zod';

/** `schema`, typed for RTK Query by what it parses to. */
export const parsedAnswer = <Schema extends z.ZodType>(schema: Schema) =>
  schema as unknown as z.ZodType<z.output<Schema>, z.output<Schema>>;
