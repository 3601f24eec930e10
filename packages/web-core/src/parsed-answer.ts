// RTK Query types an answer by what the schema reads; the domain's schemas
// brand money as Cents while they parse, so this types it as parsed.
import type { z } from 'zod';

export const parsedAnswer = <Schema extends z.ZodType>(schema: Schema) =>
  schema as unknown as z.ZodType<z.output<Schema>, z.output<Schema>>;
