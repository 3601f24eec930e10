// A response check whose zod schema loads with the first answer, not with the
// screen (docs/architecture.md#phone-performance). A Standard Schema, so RTK
// Query's `responseSchema` takes it like any schema.
import type { StandardSchemaV1 } from '@standard-schema/spec';

/** What the loader resolves to: a zod schema (every zod schema is a Standard Schema). */
interface Loaded<T> extends StandardSchemaV1<unknown, T> {
  parse(value: unknown): T;
}

export interface LazySchema<T> extends StandardSchemaV1<T, T> {
  /** The schema, loaded once (a failed load is tried again on the next call). */
  load: () => Promise<Loaded<T>>;
  /** The answer parsed once the schema is in (the live streams' own check). */
  parse: (body: unknown) => Promise<T>;
}

export function lazySchema<T>(load: () => Promise<Loaded<T>>): LazySchema<T> {
  let loading: Promise<Loaded<T>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    load: loaded,
    parse: async (body) => (await loaded()).parse(body),
    '~standard': {
      version: 1,
      vendor: 'velas-lazy',
      validate: async (value) => (await loaded())['~standard'].validate(value),
    },
  };
}

/** A 204 answer: no body, read as `null` (the domain's noContentSchema). */
export const noContentResponse = lazySchema(
  async () => (await import('@velas/domain/schemas/common')).noContentSchema,
);
