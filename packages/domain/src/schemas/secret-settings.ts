// Marked where declared, so the production start checks every secret without a
// list to keep in step (docs/api/production.md#secrets-production-refuses).
import { z } from 'zod';

export const secretSettings = z.registry<{ secret: true }>();

export function secretSetting<T extends z.ZodType<string>>(schema: T): T {
  secretSettings.add(schema, { secret: true });
  return schema;
}

export interface SecretValue {
  /** Dotted path inside the parsed value (`providers.kyc.apiKey`). */
  path: string;
  value: string;
}

function unwrapped(schema: z.ZodType): z.ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodPrefault ||
    schema instanceof z.ZodNonOptional
  )
    return schema.unwrap() as z.ZodType;
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  return schema;
}

function isMarked(schema: z.ZodType): boolean {
  for (let layer = schema; ;) {
    if (secretSettings.has(layer)) return true;
    const inner = unwrapped(layer);
    if (inner === layer) return false;
    layer = inner;
  }
}

export function secretValues(schema: z.ZodType, value: unknown, prefix = ''): SecretValue[] {
  if (value === undefined || value === null) return [];
  if (isMarked(schema)) return typeof value === 'string' ? [{ path: prefix, value }] : [];
  let object = schema;
  for (let inner = unwrapped(object); inner !== object; inner = unwrapped(object)) object = inner;
  // A union (an RSA key or an HMAC secret): the option the value is.
  if (object instanceof z.ZodUnion) {
    const option = (object.options as z.ZodType[]).find((item) => item.safeParse(value).success);
    return option === undefined ? [] : secretValues(option, value, prefix);
  }
  if (!(object instanceof z.ZodObject) || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  return Object.entries(object.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
    secretValues(field, record[key], prefix === '' ? key : `${prefix}.${key}`),
  );
}
