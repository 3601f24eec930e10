import { z } from 'zod';

export const flag = z
  .enum(['true', 'false', '1', '0', 'on', 'off'])
  .transform((value) => value === 'true' || value === '1' || value === 'on');

export const port = z.coerce.number().int().min(0).max(65_535);

export const httpUrl = z.url({ protocol: /^https?$/ });

export const postgresUrl = z.url({ protocol: /^postgres(ql)?$/ });

export const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  )
  .pipe(z.array(httpUrl));

/** A count or a budget: a whole number of at least `min`. */
export function atLeast(min: number) {
  return z.coerce.number().int().min(min);
}
