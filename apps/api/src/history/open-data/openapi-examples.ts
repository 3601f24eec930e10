// zod leaves the examples and default of a transforming schema out of its input
// JSON Schema, yet a digits-to-number query parameter is such a schema and its
// example is what a reader needs: this puts them back, from the route's schema.
import { z } from 'zod';

interface JsonObjectSchema {
  properties?: Record<string, Record<string, unknown>>;
}

/** The examples and default declared on a parameter, looking through optional/default wrappers. */
function declared(schema: z.ZodType): { examples?: unknown[]; default?: unknown } {
  const found: { examples?: unknown[]; default?: unknown } = {};
  let current: z.ZodType | undefined = schema;
  while (current !== undefined) {
    const examples = current.meta()?.examples;
    if (found.examples === undefined && Array.isArray(examples)) found.examples = examples;
    if (current instanceof z.ZodDefault && found.default === undefined)
      found.default = current.def.defaultValue;
    current =
      current instanceof z.ZodOptional || current instanceof z.ZodDefault
        ? (current.def.innerType as z.ZodType)
        : undefined;
  }
  return found;
}

/** Adds to `json` (the generated schema of a querystring or params object) what zod left out. */
export function restoreParameterExamples(zodSchema: unknown, json: unknown): void {
  if (!(zodSchema instanceof z.ZodObject) || typeof json !== 'object' || json === null) return;
  const properties = (json as JsonObjectSchema).properties ?? {};
  // Route schemas' shapes hold zod schemas; ZodObject types its shape loosely.
  const { shape } = zodSchema as z.ZodObject<Record<string, z.ZodType>>;
  for (const [name, parameter] of Object.entries(shape)) {
    const target = properties[name];
    if (target === undefined) continue;
    const { examples, default: fallback } = declared(parameter);
    if (examples !== undefined) target.examples ??= examples;
    if (fallback !== undefined) target.default ??= fallback;
  }
}
