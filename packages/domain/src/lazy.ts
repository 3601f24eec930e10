// For the Intl formatters: a phone's first pt-BR formatter loads ICU data
// (docs/architecture.md#measurements), which at module level lands in the entry's evaluation, a
// page's longest task (docs/architecture.md#measurements).
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
