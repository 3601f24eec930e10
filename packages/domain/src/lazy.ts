// A value built on its first use, not as its module loads. For the Intl
// formatters: a phone's first pt-BR formatter loads ICU data, about 45 ms at
// the benches' 4x slowdown, and built at module level it lands in the entry's
// evaluation, a page's longest task; on first use it lands in a slice of the
// sliced first render instead (docs/architecture.md#measurements).
export function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
