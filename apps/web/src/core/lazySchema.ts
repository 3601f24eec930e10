// A response check whose zod schema loads with the first answer, not with the
// screen (docs/architecture.md#phone-performance): imported with the layout,
// zod and the domain's schemas were the largest part of a signed-in screen's
// script and of its evaluation before the first paint on a slowed phone. The
// answers are still parsed by the same domain schemas the api answers with.

interface Schema<T> {
  parse(value: unknown): T;
}

export interface LazySchema<T> {
  /** The schema, loaded once (a failed load is tried again on the next call). */
  load: () => Promise<Schema<T>>;
  /** `transformResponse`: the answer parsed once the schema is in. */
  parse: (body: unknown) => Promise<T>;
}

export function lazySchema<T>(load: () => Promise<Schema<T>>): LazySchema<T> {
  let loading: Promise<Schema<T>> | undefined;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return {
    load: loaded,
    parse: async (body) => (await loaded()).parse(body),
  };
}
